// Every table, by area. drizzle-kit reads this file (drizzle.config.ts).
export * from "./accounts";
export * from "./catalogue";
export * from "./columns";
export * from "./commerce";
export * from "./refunds";
export * from "./operations";
export * from "./stock";
export * from "./promotions";
export * from "./rewards";
export * from "./security";
export * from "./operator";
