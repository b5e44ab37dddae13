import { afterEach } from 'vitest';

// Each unit test starts from empty browser stores. Tests that run in Node (to reach a real
// server on 127.0.0.1) have no browser stores to empty.
afterEach(() => {
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
