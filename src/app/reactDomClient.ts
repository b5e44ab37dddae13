/**
 * React DOM's client, for main.tsx. Re-exported from here rather than imported directly, so
 * that React DOM starts up (its CommonJS body runs) when this module is evaluated, and the
 * build puts this module in React DOM's own chunk (see build/chunks.ts). The head script
 * evaluates that chunk a task ahead of the entry, so React DOM's start-up and the app's own
 * modules are two shorter tasks, not one long one.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
