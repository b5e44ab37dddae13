import { describe, expect, it } from 'vitest';
import { SHARE_WINDOW_FEATURES, shareUrl } from './share';

const page = 'https://shop.example/products/1?ref=a&b=c';

describe('shareUrl', () => {
  it('builds the Facebook sharer address', () => {
    expect(shareUrl('facebook', page, 'Oak Mirror')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=' +
        'https%3A%2F%2Fshop.example%2Fproducts%2F1%3Fref%3Da%26b%3Dc',
    );
  });

  it('builds the X intent with url and text', () => {
    const url = new URL(shareUrl('twitter', page, 'Oak & Pine #1'));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('url')).toBe(page);
    expect(url.searchParams.get('text')).toBe('Oak & Pine #1');
  });

  it('builds the Pinterest pin with media and description', () => {
    const url = new URL(shareUrl('pinterest', page, 'Oak Mirror', 'https://img.example/1.png?x=1'));
    expect(url.origin + url.pathname).toBe('https://pinterest.com/pin/create/button/');
    expect(url.searchParams.get('url')).toBe(page);
    expect(url.searchParams.get('media')).toBe('https://img.example/1.png?x=1');
    expect(url.searchParams.get('description')).toBe('Oak Mirror');
    expect(new URL(shareUrl('pinterest', page, 'x')).searchParams.get('media')).toBe('');
  });

  it('opens the window without an opener', () => {
    expect(SHARE_WINDOW_FEATURES).toBe('width=600,height=500,noopener,noreferrer');
  });
});
