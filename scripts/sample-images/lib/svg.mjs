// SVG text helpers and a document that collects shared definitions (gradients, filters,
// masks). Every number is rounded the same way, so a scene always writes the same bytes.

/** Rounds to two decimals and never prints "-0". */
export function num(value) {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** "x,y x,y ..." for a polygon or polyline. */
export function points(list) {
  return list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
}

function attributes(attrs) {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return out;
}

/** One element; children may be a string or a list of strings. */
export function el(tag, attrs = {}, children) {
  if (children === undefined) return `<${tag}${attributes(attrs)}/>`;
  const inner = Array.isArray(children) ? children.join('') : children;
  return `<${tag}${attributes(attrs)}>${inner}</${tag}>`;
}

export const group = (attrs, children) => el('g', attrs, children);
export const polygon = (list, attrs = {}) => el('polygon', { points: points(list), ...attrs });
export const rect = (x, y, width, height, attrs = {}) =>
  el('rect', { x, y, width, height, ...attrs });
export const circle = (cx, cy, r, attrs = {}) => el('circle', { cx, cy, r, ...attrs });
export const path = (d, attrs = {}) => el('path', { d, ...attrs });

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(list, closed = true) {
  const count = list.length;
  const at = (i) =>
    closed ? list[(i + count) % count] : list[Math.max(0, Math.min(count - 1, i))];
  let d = `M${num(list[0][0])},${num(list[0][1])}`;
  const last = closed ? count : count - 1;
  for (let i = 0; i < last; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${num(c1[0])},${num(c1[1])} ${num(c2[0])},${num(c2[1])} ${num(p2[0])},${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/**
 * Noise textures laid over surfaces. Each turns fractal noise into a tinted alpha layer:
 * `freq` stretches the noise (wood grain runs along the low frequency), `bands` folds
 * it into contour lines (growth rings, marble veins), `alpha` sets how strong it shows.
 */
const texture = (freq, octaves, tint, alpha, seed, extra = {}) => ({
  freq,
  octaves,
  tint,
  alpha,
  seed,
  ...extra,
});
const TEXTURES = {
  wood: texture('0.0018 0.08', 3, '#3a2312', 0.13, 4, { bands: 2 }),
  woodVertical: texture('0.08 0.0018', 3, '#2e1a0c', 0.18, 5, { bands: 2 }),
  woodFloor: texture('0.16 0.012', 2, '#3b2614', 0.1, 6),
  linen: texture('0.06 0.55', 2, '#3d3125', 0.07, 7),
  plaster: texture('0.05', 2, '#5b5046', 0.025, 9),
  marble: texture('0.004 0.009', 3, '#8a837b', 0.3, 10, { type: 'turbulence', creases: true }),
  concrete: texture('0.05', 3, '#4d4741', 0.05, 11),
  brushed: texture('0.9 0.006', 2, '#3b2a10', 0.2, 12),
  velvet: texture('0.012 0.02', 2, '#000000', 0.06, 13),
};

function textureFilter(id, spec) {
  const hex = spec.tint.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const steps = [];
  if (spec.creases) {
    // Turbulence folds to zero along thin wandering creases; show only those, like veins.
    steps.push(1, 0.55, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3);
  } else {
    for (let i = 0; i <= (spec.bands ?? 0) * 2; i += 1) steps.push(i % 2 === 0 ? 0.15 : 0.85);
  }
  const banding =
    steps.length > 1
      ? el(
          'feComponentTransfer',
          {},
          el('feFuncR', { type: 'table', tableValues: steps.join(' ') }),
        )
      : '';
  // Alpha rises from zero around the noise's middle value, so only its darker half shows.
  const gain = spec.alpha / 0.35;
  const matrix = `0 0 0 0 ${num(r)} 0 0 0 0 ${num(g)} 0 0 0 0 ${num(b)} ${num(gain)} 0 0 0 ${num(-gain * 0.3)}`;
  return el(
    'filter',
    { id, x: 0, y: 0, width: 1, height: 1, 'color-interpolation-filters': 'sRGB' },
    [
      el('feTurbulence', {
        type: spec.type ?? 'fractalNoise',
        baseFrequency: spec.freq,
        numOctaves: spec.octaves,
        seed: spec.seed,
        stitchTiles: 'noStitch',
      }),
      banding,
      el('feColorMatrix', { type: 'matrix', values: matrix }),
    ],
  );
}

function gradientStops(stops) {
  return stops
    .map(([offset, color, opacity = 1]) =>
      el('stop', {
        offset,
        'stop-color': color,
        'stop-opacity': opacity === 1 ? undefined : opacity,
      }),
    )
    .join('');
}

/** Collects definitions for one image and writes the finished SVG. */
export class Doc {
  constructor(width, height) {
    this.width = width;
    this.height = height;
    this.defs = [];
    this.cache = new Map();
    this.count = 0;
  }

  /** Adds a definition once per key and returns its id. */
  define(key, make) {
    const known = this.cache.get(key);
    if (known) return known;
    this.count += 1;
    const id = `d${this.count}`;
    this.defs.push(make(id));
    this.cache.set(key, id);
    return id;
  }

  /** A linear gradient in image coordinates; stops are [offset, colour, opacity?]. */
  linear(x1, y1, x2, y2, stops) {
    const body = gradientStops(stops);
    const key = `lin:${[x1, y1, x2, y2].map(num)}:${body}`;
    const id = this.define(key, (newId) =>
      el('linearGradient', { id: newId, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 }, body),
    );
    return `url(#${id})`;
  }

  /** A radial gradient in image coordinates, optionally squashed by `ry / r`. */
  radial(cx, cy, r, stops, { ry = r, fx = cx, fy = cy } = {}) {
    const body = gradientStops(stops);
    const squash = ry / r;
    const transform =
      squash === 1
        ? undefined
        : `translate(0 ${num(cy)}) scale(1 ${num(squash)}) translate(0 ${num(-cy)})`;
    const key = `rad:${[cx, cy, r, ry, fx, fy].map(num)}:${body}`;
    const id = this.define(key, (newId) =>
      el(
        'radialGradient',
        {
          id: newId,
          gradientUnits: 'userSpaceOnUse',
          cx,
          cy,
          r,
          fx,
          fy,
          gradientTransform: transform,
        },
        body,
      ),
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter with a generous region, so soft shadows are not clipped. */
  blur(deviation) {
    const id = this.define(`blur:${num(deviation)}`, (newId) =>
      el(
        'filter',
        { id: newId, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: num(deviation) }),
      ),
    );
    return `url(#${id})`;
  }

  /** A noise texture filter by name (see TEXTURES). */
  texture(name) {
    const spec = TEXTURES[name];
    if (!spec) throw new Error(`unknown texture ${name}`);
    const id = this.define(`tex:${name}`, (newId) => textureFilter(newId, spec));
    return `url(#${id})`;
  }

  /** A luminance mask made of the given shapes (white shows, black hides). */
  mask(children) {
    const id = this.define(`mask:${this.count}`, (newId) =>
      el(
        'mask',
        {
          id: newId,
          maskUnits: 'userSpaceOnUse',
          x: 0,
          y: 0,
          width: this.width,
          height: this.height,
        },
        children,
      ),
    );
    return `url(#${id})`;
  }

  /** A clip path made of the given shapes. */
  clip(children) {
    const id = this.define(`clip:${this.count}`, (newId) =>
      el('clipPath', { id: newId }, children),
    );
    return `url(#${id})`;
  }

  /** A repeating tile, e.g. a woven seat. */
  pattern(key, size, children) {
    const id = this.define(`pat:${key}`, (newId) =>
      el(
        'pattern',
        { id: newId, patternUnits: 'userSpaceOnUse', width: size, height: size },
        children,
      ),
    );
    return `url(#${id})`;
  }

  /** Texture layered over the area the shapes cover. */
  textured(name, shapes, box) {
    const [x0, y0, x1, y1] = box;
    return rect(x0, y0, x1 - x0, y1 - y0, { filter: this.texture(name), mask: this.mask(shapes) });
  }

  render(body) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}
