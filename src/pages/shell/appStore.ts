import { createStore } from 'jotai';

/** The app's one jotai store; its storage atom defaults to the browser adapter. */
export const appStore = createStore();
