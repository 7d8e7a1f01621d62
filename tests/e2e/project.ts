import { test } from "@playwright/test";

// Each flow runs in four projects (playwright.config.ts): JavaScript on and off,
// against the Node server and against the Workers build. Tests ask these, never
// a project's name.

/** True in the projects that run the browser with JavaScript. */
export const withJavaScript = () => test.info().project.use.javaScriptEnabled !== false;

/** True in the projects served by `wrangler dev` over local D1. */
export const onWorkers = () => test.info().project.metadata?.runtime === "workers";
