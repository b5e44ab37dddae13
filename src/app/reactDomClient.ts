/**
 * React DOM's client, for main.tsx. Re-exported from here rather than imported directly, so
 * that the runtime starts up when this module is evaluated, and the build puts this module in
 * the runtime's own chunk (see build/chunks.ts). The head script evaluates that chunk a task
 * ahead of the entry, so the runtime's start-up and the app's own modules are two shorter
 * tasks, not one long one.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
