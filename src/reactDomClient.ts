/**
 * React DOM's client, for main.tsx. Re-exported from here rather than imported directly, so
 * that React DOM starts up (its CommonJS body runs) when this module is evaluated, and the
 * build puts this module in React DOM's own chunk (see `codeSplitting` in vite.config.ts).
 * The head script evaluates that chunk a task ahead of the entry, which splits the app's
 * start-up into two tasks of about 6 and 10 ms instead of one of about 18 ms.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
