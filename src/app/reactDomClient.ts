/**
 * React DOM's client, for main.tsx. Re-exported from here rather than imported directly, so
 * that React DOM starts up (its CommonJS body runs) when this module is evaluated, and the
 * build puts this module in React DOM's own chunk (see `codeSplitting` in vite.config.ts).
 * The head script evaluates that chunk a task ahead of the entry, so React DOM's start-up (2 to
 * 3 ms on this machine) and the app's own modules (9 to 14 ms) are two tasks, not one.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
