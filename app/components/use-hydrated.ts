// One hook, two import paths: components here import it as "./use-hydrated".
export { useHydrated } from "~/utils/use-hydrated";
