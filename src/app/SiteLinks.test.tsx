import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from '@/components/atoms/Link';
import { SiteLinks } from './SiteLinks';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${useNavigationType()} ${pathname}${search}`}</output>;
}

let root: Root | undefined;
let container: HTMLElement;

async function mount(links: React.ReactNode, { follower = true, at = '/' } = {}) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const inside = (
    <>
      {links}
      <Where />
    </>
  );
  await act(async () =>
    root!.render(
      <MemoryRouter initialEntries={[at]}>
        {follower ? <SiteLinks>{inside}</SiteLinks> : inside}
      </MemoryRouter>,
    ),
  );
}

/**
 * Clicks the named link as a mouse would; says whether the link stopped the browser's own
 * handling. The test's window then never loads the address itself.
 */
async function click(name: string, init: MouseEventInit = {}) {
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === name)!;
  let prevented = false;
  const afterTheLink = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  container.addEventListener('click', afterTheLink);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  await act(async () => void link.dispatchEvent(event));
  container.removeEventListener('click', afterTheLink);
  return { prevented };
}

const where = () => container.querySelector('output')!.textContent;

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('SiteLinks', () => {
  it('follows a site link in the app, as a new history entry', async () => {
    await mount(<Link to="/about?from=home">About Us</Link>);
    expect(where()).toBe('POP /');
    expect(await click('About Us')).toEqual({ prevented: true });
    expect(where()).toBe('PUSH /about?from=home');
  });

  it('replaces the entry when the link is to the page already shown', async () => {
    await mount(<Link to="/about">About Us</Link>, { at: '/about' });
    await click('About Us');
    expect(where()).toBe('REPLACE /about');
  });

  it.each([
    ['a modifier key', { ctrlKey: true }],
    ['the shift key', { shiftKey: true }],
    ['another button', { button: 1 }],
  ])('leaves a click with %s to the browser', async (_, init) => {
    await mount(<Link to="/about">About Us</Link>);
    expect(await click('About Us', init)).toEqual({ prevented: false });
    expect(where()).toBe('POP /');
  });

  it('leaves a link that opens elsewhere to the browser', async () => {
    await mount(
      <>
        <Link to="/about" target="_blank">
          About Us
        </Link>
        <Link to="https://www.pinterest.com/elifehome">Pinterest</Link>
      </>,
    );
    expect(await click('About Us')).toEqual({ prevented: false });
    expect(await click('Pinterest')).toEqual({ prevented: false });
    expect(where()).toBe('POP /');
  });

  it("runs the link's own click handler first, which can keep the page where it is", async () => {
    const clicked: string[] = [];
    await mount(
      <>
        <Link to="/cart" onClick={() => clicked.push('cart')}>
          Cart
        </Link>
        <Link to="/about" onClick={(event) => event.preventDefault()}>
          About Us
        </Link>
      </>,
    );
    await click('About Us');
    expect(where()).toBe('POP /');
    await click('Cart');
    expect(clicked).toEqual(['cart']);
    expect(where()).toBe('PUSH /cart');
  });

  it('without a follower, a site link is an ordinary link that loads its page', async () => {
    await mount(<Link to="/about">About Us</Link>, { follower: false });
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/about');
    expect(await click('About Us')).toEqual({ prevented: false });
    expect(where()).toBe('POP /');
  });
});
