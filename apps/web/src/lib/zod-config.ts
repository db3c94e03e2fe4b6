// The app's Content-Security-Policy forbids evaluating strings. Zod would first try to compile
// fast parsers with `new Function`, and the browser reports each try as a policy violation
// even though Zod falls back; jitless parses without trying.
//
// Zod keeps its settings on globalThis, shared by every copy of it on the page, and reads them
// when a schema first parses; setting them here, before anything else runs, keeps zod itself
// out of the first load (forms that validate load it later).
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
