// A stage is one picture: a pinhole camera looking straight at the back wall (so verticals
// stay vertical, like a shift lens), one soft key light from the front left, and layers
// drawn back to front: wall, floor, shadows, objects far to near, then light overlays.
import { mix, toHex, toRgb } from './color.mjs';
import { centroid, dot, normalOf, sub, unit } from './geometry.mjs';
import { Doc, el, group, polygon } from './svg.mjs';

/** Direction towards the key light: from the left, above and in front of the scene. */
const TO_LIGHT = unit([-0.55, 0.62, -0.56]);
/** Direction light travels, used to cast shadows onto the floor and the wall. */
const TRAVEL = TO_LIGHT.map((c) => -c);

const preset = (ambient, key, sky, keyTint, fillTint) => ({ ambient, key, sky, keyTint, fillTint });

/** Light presets: fill (ambient), key and sky strengths, key and fill tints. */
export const LIGHTS = {
  day: preset(0.52, 0.62, 0.12, [1, 0.975, 0.93], [0.97, 0.985, 1]),
  studio: preset(0.56, 0.58, 0.12, [1, 0.985, 0.96], [0.98, 0.99, 1]),
  warm: preset(0.5, 0.56, 0.08, [1, 0.93, 0.82], [0.96, 0.95, 0.96]),
  evening: preset(0.42, 0.46, 0.06, [1, 0.86, 0.66], [0.88, 0.9, 1]),
};

function smoothstep(a, b, x) {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

/** Convex hull of 2D points (monotone chain): a lower and an upper half, joined. */
export function hull(list) {
  const sorted = [...list].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const turn = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (points) => {
    const chain = [];
    for (const q of points) {
      while (chain.length >= 2 && turn(chain[chain.length - 2], chain[chain.length - 1], q) <= 0) {
        chain.pop();
      }
      chain.push(q);
    }
    return chain.slice(0, -1);
  };
  return [...half(sorted), ...half(sorted.toReversed())];
}

/** Screen bounding box [x0, y0, x1, y1] of 2D points. */
export function bounds(list) {
  const xs = list.map((q) => q[0]);
  const ys = list.map((q) => q[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export class Stage {
  /**
   * @param {object} o
   * @param {number} o.width image width in pixels
   * @param {number} o.height image height in pixels
   * @param {number} o.fov horizontal field of view in degrees
   * @param {number} o.eye camera height in cm
   * @param {number} [o.x] camera x in cm
   * @param {number} o.horizon horizon height as a fraction of the image height, from the top
   * @param {keyof LIGHTS} [o.light]
   */
  constructor({ width, height, fov, eye, x = 0, horizon, light = 'day' }) {
    this.doc = new Doc(width, height);
    this.width = width;
    this.height = height;
    this.f = width / 2 / Math.tan((fov * Math.PI) / 360);
    this.eye = eye;
    this.camX = x;
    this.horizonY = horizon * height;
    this.position = [x, eye, 0];
    this.light = LIGHTS[light];
    this.layers = { wall: [], floor: [], wallShade: [], shadow: [], items: [], over: [] };
    this.hotspots = new Map();
  }

  /** Projects a point in cm to image pixels. */
  p(q) {
    return [
      this.width / 2 + (this.f * (q[0] - this.camX)) / q[2],
      this.horizonY - (this.f * (q[1] - this.eye)) / q[2],
    ];
  }

  /** Pixels per cm at depth z. */
  s(z) {
    return this.f / z;
  }

  /** World x that lands at image x `sx` at depth z. */
  xAt(sx, z) {
    return this.camX + ((sx - this.width / 2) * z) / this.f;
  }

  /** Depth at which a point of height y lands at image y `sy`. */
  zAt(sy, y = 0) {
    return (this.f * (this.eye - y)) / (sy - this.horizonY);
  }

  /** The colour a face shows, from its normal, material and place. */
  shadeFace(mat, n, c) {
    const L = this.light;
    if (mat.emit) return mat.color;
    const toEye = unit(sub(this.position, c));
    const lambert = Math.max(0, dot(n, TO_LIGHT));
    const sky = 0.5 + 0.5 * n[1];
    // Faces near the floor and faces turned down get less of the room's bounce light.
    const nearFloor = (1 - smoothstep(0, 28, c[1])) * (1 - Math.max(0, n[1]));
    const occlusion = (1 - 0.22 * nearFloor) * (n[1] < -0.5 ? 0.82 : 1);
    const base = toRgb(mat.color);
    // Metals show little diffuse fill: their look comes from what they reflect.
    const fill = mat.metal ? 0.55 : 1;
    let rgb = base.map(
      (ch, i) =>
        ch *
        (L.ambient * fill * L.fillTint[i] * occlusion +
          L.key * L.keyTint[i] * lambert +
          L.sky * sky),
    );
    if (mat.sheen) {
      // Velvet glows where it turns away from the eye.
      const graze = (1 - Math.abs(dot(n, toEye))) ** 1.6;
      const tint = toRgb(mat.sheenColor ?? mix(mat.color, '#ffffff', 0.45));
      rgb = rgb.map((ch, i) => ch + (tint[i] - ch) * graze * mat.sheen);
    }
    if (mat.spec) {
      const half = unit(TO_LIGHT.map((v, i) => v + toEye[i]));
      const highlight = mat.spec * Math.max(0, dot(n, half)) ** (mat.shine ?? 30);
      rgb = rgb.map((ch, i) => ch + 255 * highlight * L.keyTint[i]);
    }
    return toHex(rgb);
  }

  /**
   * Adds a solid object made of parts (lists of faces), drawn in the order given; faces of
   * one part are sorted far to near. Returns its screen bounds.
   * @param {Array<Array<object>>} parts
   * @param {object} [o]
   * @param {number} [o.depth] sort key among objects (larger is drawn first)
   * @param {boolean} [o.shadow] cast floor shadows
   * @param {number} [o.wallGap] distance from the back wall, to cast a soft shadow on it
   * @param {number} [o.softness] shadow softness multiplier
   * @param {string} [o.layer] draw into a flat layer instead (a rug goes into 'floor')
   */
  solid(parts, { depth, shadow = true, wallGap, softness = 1, strength = 1, id, layer } = {}) {
    const drawn = [];
    const screenAll = [];
    const shadowHulls = { ao: [], canopy: [], cast: [], contact: [] };
    let depthSum = 0;
    let depthCount = 0;
    for (const part of parts) {
      const visible = [];
      for (const face of part) {
        const c = centroid(face.p);
        let n = normalOf(face.p);
        let mat = face.mat;
        const facing = dot(n, sub(this.position, c)) > 0;
        if (!facing) {
          if (!face.two) continue;
          n = n.map((v) => -v);
          mat = mat.back ?? mat;
        }
        const screen = face.p.map((q) => this.p(q));
        const dist = Math.hypot(...sub(c, this.position));
        visible.push({ screen, mat, color: this.shadeFace(mat, n, c), dist });
      }
      visible.sort((a, b) => b.dist - a.dist);
      drawn.push(...visible);
      const byPiece = new Map();
      for (const face of part) {
        const list = byPiece.get(face.piece) ?? [];
        list.push(...face.p);
        byPiece.set(face.piece, list);
      }
      for (const vertices of byPiece.values()) {
        for (const q of vertices) {
          screenAll.push(this.p(q));
          depthSum += q[2];
          depthCount += 1;
        }
        if (shadow) this.#collectShadows(vertices, shadowHulls);
      }
    }
    const box = bounds(screenAll);
    const meanDepth = depthCount ? depthSum / depthCount : 0;
    const scale = this.s(meanDepth);
    const shapes = drawn.map((d) =>
      polygon(d.screen, {
        fill: d.color,
        stroke: d.color,
        'stroke-width': 0.7,
        'stroke-linejoin': 'round',
      }),
    );
    const overlays = [];
    const textures = [...new Set(drawn.map((d) => d.mat.texture).filter(Boolean))];
    for (const name of textures) {
      const maskShapes = drawn.map((d) =>
        polygon(d.screen, {
          fill: d.mat.texture === name ? '#fff' : '#000',
          stroke: d.mat.texture === name ? '#fff' : '#000',
          'stroke-width': 0.7,
        }),
      );
      overlays.push(this.doc.textured(name, maskShapes, box));
    }
    const patterns = [...new Set(drawn.map((d) => d.mat.pattern).filter(Boolean))];
    for (const fill of patterns) {
      const maskShapes = drawn.map((d) =>
        polygon(d.screen, { fill: d.mat.pattern === fill ? '#fff' : '#000' }),
      );
      overlays.push(
        polygon(
          [
            [box[0], box[1]],
            [box[2], box[1]],
            [box[2], box[3]],
            [box[0], box[3]],
          ],
          { fill, mask: this.doc.mask(maskShapes) },
        ),
      );
    }
    const svg = shapes.join('') + overlays.join('');
    if (layer) this.layers[layer].push(svg);
    else this.layers.items.push({ depth: depth ?? meanDepth, svg });
    if (shadow) this.#drawShadows(shadowHulls, scale * softness, strength);
    if (wallGap !== undefined) this.wallShadow(hull(screenAll), wallGap, meanDepth);
    if (id !== undefined)
      this.mark(
        id,
        drawn.map((d) => d.screen),
      );
    return box;
  }

  #collectShadows(vertices, hulls) {
    const down = [];
    const cast = [];
    const contact = [];
    for (const q of vertices) {
      if (q[1] < 0.01) {
        contact.push(this.p([q[0], 0, q[2]]));
      } else if (q[1] < 3) {
        contact.push(this.p([q[0], 0, q[2]]));
      }
      down.push(this.p([q[0], 0, q[2]]));
      const t = q[1] / -TRAVEL[1];
      cast.push(this.p([q[0] + TRAVEL[0] * t, 0, q[2] + TRAVEL[2] * t]));
    }
    // Parts high above the floor cast fainter, wider shadows and no occlusion at all.
    const lowest = Math.min(...vertices.map((q) => q[1]));
    if (contact.length >= 3) hulls.contact.push(hull(contact));
    // A raised slab (a table top) shades the floor below it only faintly and widely.
    if (down.length >= 3 && lowest < 20) hulls.ao.push(hull(down));
    else if (down.length >= 3 && lowest < 100) hulls.canopy.push(hull(down));
    if (cast.length >= 3 && lowest < 90) hulls.cast.push(hull(cast));
  }

  #drawShadows(hulls, scale, strength) {
    const layer = (list, blurCm, opacity, color = '#2a2018') => {
      if (!list.length) return;
      this.layers.shadow.push(
        group(
          { opacity: opacity * strength, filter: this.doc.blur(Math.max(0.6, blurCm * scale)) },
          list.map((h) => polygon(h, { fill: color })),
        ),
      );
    };
    layer(hulls.cast, 10, 0.22);
    layer(hulls.ao, 5, 0.42);
    layer(hulls.canopy, 7, 0.45);
    layer(hulls.contact, 0.9, 0.6, '#1c140e');
  }

  /** A soft shadow on the back wall behind a silhouette standing `gap` cm in front of it. */
  wallShadow(outline, gap, depth, opacity = 0.26) {
    const k = this.s(depth);
    // Even an object touching the wall darkens it softly around its edge.
    gap = Math.max(gap, 7);
    const dx = gap * 0.55 * k;
    const dy = gap * 0.5 * k;
    this.layers.wallShade.push(
      polygon(
        outline.map(([x, y]) => [x + dx, y + dy]),
        { fill: '#2a2018', opacity, filter: this.doc.blur(Math.max(1, gap * 0.7 * k)) },
      ),
    );
  }

  /** Records the outlines (image polygons) a product covers, for hotspot checks. */
  mark(id, outlines) {
    const known = this.hotspots.get(id) ?? [];
    known.push(...outlines);
    this.hotspots.set(id, known);
  }

  /** Flat artwork drawn into a layer ('wall', 'floor', 'shadow', 'over') or at a depth. */
  draw(svg, where = 'over', depth = 0) {
    if (where === 'item') this.layers.items.push({ depth, svg });
    else this.layers[where].push(svg);
  }

  /**
   * Distance in pixels from an image point to the nearest outline of a product (0 when
   * inside one), or Infinity when the product is not in the picture.
   */
  distanceTo(id, [px, py]) {
    let best = Infinity;
    for (const outline of this.hotspots.get(id) ?? []) {
      let inside = false;
      for (let i = 0, j = outline.length - 1; i < outline.length; j = i, i += 1) {
        const [xi, yi] = outline[i];
        const [xj, yj] = outline[j];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
        const dx = xj - xi;
        const dy = yj - yi;
        const t = Math.max(
          0,
          Math.min(1, ((px - xi) * dx + (py - yi) * dy) / (dx * dx + dy * dy || 1)),
        );
        best = Math.min(best, Math.hypot(px - xi - t * dx, py - yi - t * dy));
      }
      if (inside) return 0;
    }
    return best;
  }

  /**
   * A soft elliptical pool of light (or shade): `color` at `opacity` in the middle, fading
   * to nothing at the rim; `core` keeps the middle even out to that share of the radius.
   */
  glow(cx, cy, rx, ry, color, opacity, { layer = 'over', core = 0 } = {}) {
    const fill = this.doc.radial(
      cx,
      cy,
      rx,
      [
        [core, color, opacity],
        [1, color, 0],
      ],
      { ry },
    );
    this.draw(el('ellipse', { cx, cy, rx, ry, fill }), layer);
  }

  /** A soft vignette, as a lens gives. */
  vignette(strength = 0.2) {
    const { width: w, height: h } = this;
    const r = Math.hypot(w, h) / 2;
    const fill = this.doc.radial(w / 2, h / 2, r, [
      [0.55, '#1e160f', 0],
      [1, '#1e160f', strength],
    ]);
    this.layers.over.push(
      polygon(
        [
          [0, 0],
          [w, 0],
          [w, h],
          [0, h],
        ],
        { fill },
      ),
    );
  }

  render() {
    const items = [...this.layers.items].sort((a, b) => b.depth - a.depth).map((item) => item.svg);
    const L = this.layers;
    return this.doc.render(
      [...L.wall, ...L.floor, ...L.wallShade, ...L.shadow, ...items, ...L.over].join(''),
    );
  }
}

/** A material: base colour plus optional texture, specular and sheen. */
export function material(color, extra = {}) {
  return { color, ...extra };
}
