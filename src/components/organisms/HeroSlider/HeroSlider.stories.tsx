import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SliderItem } from '@/domain/types';
import { sliderItems } from '@fixtures';
import { HeroSlider } from './HeroSlider';
import { expectLink } from '@fixtures/steps';

/** An inline image per slide so stories show pictures without the network. */
function localImage(fill: string, accent: string): string {
  return (
    'data:image/svg+xml;base64,' +
    btoa(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700"><rect width="1600" height="700" fill="${fill}"/><circle cx="1150" cy="330" r="220" fill="${accent}"/><rect x="0" y="560" width="1600" height="140" fill="${accent}" opacity="0.35"/></svg>`,
    )
  );
}

const PALETTE: [string, string][] = [
  ['#d9c9b3', '#8a5329'],
  ['#cfd4cc', '#5f574f'],
  ['#e6d8c8', '#a8693a'],
];

const localItems: SliderItem[] = sliderItems.map((item, i) => {
  const [fill, accent] = PALETTE[i % PALETTE.length] ?? PALETTE[0]!;
  return { ...item, imageUrl: localImage(fill, accent) };
});

/** `count` slides, the local ones over and over, each with its own id. */
const manySlides = (count: number): SliderItem[] =>
  Array.from({ length: count }, (_, i) => ({
    ...localItems[i % localItems.length]!,
    id: `slide-${i + 1}`,
  }));

/** The visible slide's caption. */
function activeCaption(canvasElement: HTMLElement): string {
  const region = within(canvasElement).getByRole('region', { name: 'Featured collections' });
  const active = region.querySelector('[aria-roledescription="slide"]:not([inert])');
  return active?.querySelector('h2')?.textContent ?? '';
}

const caption = (i: number) => localItems[i]?.caption ?? '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The slide showing now stays for three turns of a 300 ms slideshow. On a loaded machine the story
 * may start a turn or two late, so a still slideshow is judged by the slide it was on, not slide 1.
 */
async function staysStill(canvasElement: HTMLElement) {
  const still = activeCaption(canvasElement);
  await sleep(900);
  await expect(activeCaption(canvasElement)).toBe(still);
}

/** Hover and visibility pause on React's next render, not at once: the turn due then lands first. */
const settle = () => sleep(400);

/**
 * Ends a story that left the slideshow turning: paused on the first slide, so the screen after the
 * play function is the same whenever it is taken.
 */
async function endStill(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
  const first = canvas.getByRole('button', { name: 'Go to slide 1' });
  await userEvent.click(first);
  first.blur();
  await expect(activeCaption(canvasElement)).toBe(caption(0));
  await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
}

const meta = {
  component: HeroSlider,
  // A long interval keeps the static stories still while their plays click around.
  args: { items: localItems, interval: 60_000 },
} satisfies Meta<typeof HeroSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChangesSlides: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const region = canvas.getByRole('region', { name: 'Featured collections' });
    await step('A carousel of labelled slides; the first image is the priority one', async () => {
      await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
      const slides = region.querySelectorAll('[aria-roledescription="slide"]');
      await expect(slides).toHaveLength(3);
      await expect(slides[0]).toHaveAttribute('aria-label', '1 of 3');
      const images = region.querySelectorAll('img');
      await expect(images[0]).toHaveAttribute('loading', 'eager');
      await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
      await expect(images[1]).toHaveAttribute('loading', 'lazy');
      await expect(region.getBoundingClientRect().height).toBe(500);
    });
    await step('The visible slide shows its caption and button', async () => {
      await expect(activeCaption(canvasElement)).toBe(caption(0));
      await expectLink(canvasElement, 'Shop Now', '/products/category/mirrors');
    });
    await step('Next, previous and dots change the slide and wrap both ways', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
      await expect(activeCaption(canvasElement)).toBe(caption(1));
      await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
      await expect(activeCaption(canvasElement)).toBe(caption(2));
      await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
      await expect(activeCaption(canvasElement)).toBe(caption(0));
      await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
      await expect(activeCaption(canvasElement)).toBe(caption(2));
      await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute(
        'aria-current',
      );
    });
    await step('Arrow keys move while focus is in the slider', async () => {
      canvas.getByRole('button', { name: 'Go to slide 1' }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(activeCaption(canvasElement)).toBe(caption(0));
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      await expect(activeCaption(canvasElement)).toBe(caption(1));
    });
  },
};

export const AutoAdvance: Story = {
  args: { interval: 300 },
  play: async ({ canvas, canvasElement, step }) => {
    const region = canvas.getByRole('region', { name: 'Featured collections' });
    await userEvent.unhover(region);
    await step('It advances on its own and wraps to the first slide', async () => {
      await waitFor(() => expect(activeCaption(canvasElement)).toBe(caption(1)));
      await waitFor(() => expect(activeCaption(canvasElement)).toBe(caption(2)));
      await waitFor(() => expect(activeCaption(canvasElement)).toBe(caption(0)));
    });
    await step('Hovering pauses it; leaving resumes it', async () => {
      await userEvent.hover(region);
      await settle();
      const paused = activeCaption(canvasElement);
      await staysStill(canvasElement);
      await userEvent.unhover(region);
      await waitFor(() => expect(activeCaption(canvasElement)).not.toBe(paused));
    });
    await step('The pause button stops it until play is pressed', async () => {
      const pause = canvas.getByRole('button', { name: 'Pause slideshow' });
      await userEvent.click(pause);
      // Move focus and pointer away so only the toggle keeps it still.
      pause.blur();
      await userEvent.unhover(region);
      const paused = activeCaption(canvasElement);
      await staysStill(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Play slideshow' }));
      canvas.getByRole('button', { name: 'Pause slideshow' }).blur();
      await userEvent.unhover(region);
      await waitFor(() => expect(activeCaption(canvasElement)).not.toBe(paused));
    });
    await endStill(canvas, canvasElement);
  },
};

/** Focus inside the slider pauses it, so a keyboard user is never moved on. */
export const PausedByFocus: Story = {
  args: { interval: 300 },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('link', { name: 'Shop Now' }).focus();
    await staysStill(canvasElement);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slider content loading...')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** One slide: no arrows, dots or pause button. */
export const SingleSlide: Story = {
  args: { items: localItems.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toBeVisible();
  },
};

/** An item without button text or link falls back to 'Shop Now' and '/'. */
export const Defaults: Story = {
  args: { items: [{ ...localItems[0]!, buttonText: '', buttonLink: '' }, ...localItems.slice(1)] },
  play: async ({ canvasElement }) => {
    await expectLink(canvasElement, 'Shop Now', '/');
  },
};

/** Images that fail keep the 500px box with the branded placeholder. */
export const ErrorState: Story = {
  name: 'Error',
  args: {
    items: localItems.map((item) => ({ ...item, imageUrl: 'https://invalid.example/x.jpg' })),
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        ...localItems[0]!,
        caption:
          'Grand Venetian Bevelled Floor-Standing Metal Frame Mirrors with Antique Brass Finish for Hotel Lobbies Antireflectioncoatedbevelledsilverglass',
        buttonText: 'Request a wholesale quotation for the whole collection',
      },
      ...localItems.slice(1),
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // The slider stays 500px high on phones too.
    await expect(
      canvas.getByRole('region', { name: 'Featured collections' }).getBoundingClientRect().height,
    ).toBe(500);
  },
};

/** A long slideshow on a phone: a '3 / 12' counter replaces the dots, on one row. */
export const ManySlides: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: {
    items: manySlides(12).map((item, i) => ({ ...item, caption: `Collection ${i + 1}` })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Go to slide 1' })).toBeNull();
    await expect(canvas.getByText('1 / 12')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByText('2 / 12')).toBeVisible();
    const controls = canvas.getByRole('button', { name: /slideshow/ }).parentElement!;
    await expect(controls.getBoundingClientRect().height).toBeLessThanOrEqual(48);
  },
};

/** Six slides on a 390px phone still keep their dots on one row, clear of the caption. */
export const SixSlidesOnPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: {
    items: manySlides(6),
  },
  play: async ({ canvas }) => {
    const dots = canvas.getAllByRole('button', { name: /Go to slide/ });
    await expect(dots).toHaveLength(6);
    const tops = new Set(dots.map((dot) => Math.round(dot.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    const region = canvas
      .getByRole('region', { name: 'Featured collections' })
      .getBoundingClientRect();
    const last = dots[5]!.getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(region.right);
    await expect(region.width).toBe(390);
  },
};

/** With prefers-reduced-motion the slideshow starts paused; the visitor may still press play. */
export const ReducedMotion: Story = {
  args: { interval: 300 },
  beforeEach: () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => {
      const result = original.call(window, query);
      if (!query.includes('prefers-reduced-motion')) return result;
      // A stand-in list that matches, keeping the real one's listener methods.
      return {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: result.addEventListener.bind(result),
        removeEventListener: result.removeEventListener.bind(result),
        addListener: result.addListener.bind(result),
        removeListener: result.removeListener.bind(result),
        dispatchEvent: result.dispatchEvent.bind(result),
      } as MediaQueryList;
    };
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, canvasElement }) => {
    const play = canvas.getByRole('button', { name: 'Play slideshow' });
    await sleep(900);
    await expect(activeCaption(canvasElement)).toBe(caption(0));
    await userEvent.click(play);
    canvas.getByRole('button', { name: 'Pause slideshow' }).blur();
    await userEvent.unhover(canvas.getByRole('region', { name: 'Featured collections' }));
    await waitFor(() => expect(activeCaption(canvasElement)).toBe(caption(1)));
    await endStill(canvas, canvasElement);
  },
};

/** A hidden tab does not advance; it resumes when the tab is shown again. */
export const HiddenTab: Story = {
  args: { interval: 300 },
  play: async ({ canvas, canvasElement }) => {
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setHidden(true);
      await settle();
      await staysStill(canvasElement);
    } finally {
      setHidden(false);
      delete (document as { hidden?: boolean }).hidden;
    }
    await waitFor(() => expect(activeCaption(canvasElement)).toBe(caption(1)));
    await endStill(canvas, canvasElement);
  },
};
