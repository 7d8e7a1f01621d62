declare module "react-dom/server.browser" {
  export * from "react-dom/server";
}
