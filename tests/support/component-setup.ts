import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Each component test starts from an empty document (vitest runs without globals,
// so Testing Library cannot register this itself).
afterEach(cleanup);
