import { describe, expect, it } from "vitest";
import { createRouteMethods } from "./route-methods.server";

const page = () => null;
const fn = () => null;
// A small manifest shaped like the build's: a layout with an index page, a
// page with an action, a resource route with a loader only, an action-only
// one, a JSON route that declares its methods, and the catch-all.
const routes = {
  root: { id: "root", path: "", module: { default: page, loader: fn } },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: { default: page } },
  "routes/admin": { id: "routes/admin", parentId: "root", path: "admin", module: { default: page, loader: fn } },
  "routes/admin._index": { id: "routes/admin._index", parentId: "routes/admin", index: true, module: { default: page, action: fn } },
  "routes/login": { id: "routes/login", parentId: "root", path: "login", module: { default: page, loader: fn, action: fn } },
  "routes/healthz": { id: "routes/healthz", parentId: "root", path: "healthz", module: { loader: fn } },
  "routes/resources.theme": { id: "routes/resources.theme", parentId: "root", path: "resources/theme", module: { action: fn } },
  "routes/api.items.$id": {
    id: "routes/api.items.$id",
    parentId: "root",
    path: "api/items/:id",
    module: { loader: fn, action: fn, handle: { methods: ["GET", "PATCH", "DELETE"] } },
  },
  "routes/$": { id: "routes/$", parentId: "root", path: "*", module: { default: page, loader: fn } },
};

const methods = createRouteMethods({ routes } as never);
const at = (path: string) => methods(new URL(path, "http://shop.test"));

describe("createRouteMethods", () => {
  it("answers GET and HEAD on pages, and POST where the page has an action", () => {
    expect(at("/")).toEqual({ allowed: ["GET", "HEAD"], isApi: false, routeId: "routes/_index" });
    expect(at("/login")).toEqual({ allowed: ["GET", "HEAD", "POST"], isApi: false, routeId: "routes/login" });
    expect(at("/login.data").allowed).toEqual(["GET", "HEAD", "POST"]);
    expect(at("/_root.data").allowed).toEqual(["GET", "HEAD"]);
  });

  it("sends a post to an index route only with ?index, as Remix does", () => {
    expect(at("/admin").allowed).toEqual(["GET", "HEAD"]);
    expect(at("/admin?index").allowed).toEqual(["GET", "HEAD", "POST"]);
  });

  it("gives resource routes what their loader, action or handle.methods provide", () => {
    expect(at("/healthz").allowed).toEqual(["GET", "HEAD"]);
    expect(at("/resources/theme").allowed).toEqual(["POST"]);
    expect(at("/api/items/3")).toEqual({ allowed: ["GET", "HEAD", "PATCH", "DELETE"], isApi: true, routeId: "routes/api.items.$id" });
  });

  it("lets Remix's route discovery through and gives unknown paths the catch-all's methods", () => {
    expect(at("/__manifest?p=/shop").allowed).toEqual(["GET", "HEAD"]);
    expect(at("/no/such/page").allowed).toEqual(["GET", "HEAD"]);
  });

  it("gives the same answers when asked again (they are kept per pathname and ?index)", () => {
    for (let round = 0; round < 2; round++) {
      expect(at("/admin?index").allowed).toEqual(["GET", "HEAD", "POST"]);
      expect(at("/admin").allowed).toEqual(["GET", "HEAD"]);
      expect(at("/admin?index=&page=2").allowed).toEqual(["GET", "HEAD", "POST"]);
      expect(at("/login.data")).toEqual({ allowed: ["GET", "HEAD", "POST"], isApi: false, routeId: "routes/login" });
    }
    // A caller changing its answer does not change the next one.
    at("/healthz").allowed.push("DELETE");
    expect(at("/healthz").allowed).toEqual(["GET", "HEAD"]);
  });
});
