// Solid shapes as lists of flat faces in centimetres: x to the right, y up, z away from the
// camera. A face is { p: [[x, y, z], ...], mat, two? }: its vertex order gives its outward
// side (right-hand rule), `two` marks thin sheets seen from both sides.

export const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const mul = (a, k) => [a[0] * k, a[1] * k, a[2] * k];
export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a, b) => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export function unit(a) {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
}

/** Newell's normal: follows the vertex order, robust for any planar-ish polygon. */
export function normalOf(list) {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < list.length; i += 1) {
    const a = list[i];
    const b = list[(i + 1) % list.length];
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return unit([nx, ny, nz]);
}

export function centroid(list) {
  const sum = list.reduce((acc, q) => add(acc, q), [0, 0, 0]);
  return mul(sum, 1 / list.length);
}

// Transforms: each returns a function from a point to a point.
export const move = (dx, dy, dz) => (q) => [q[0] + dx, q[1] + dy, q[2] + dz];
export const turnY = (angle) => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (q) => [q[0] * c + q[2] * s, q[1], -q[0] * s + q[2] * c];
};
export const turnX = (angle) => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (q) => [q[0], q[1] * c - q[2] * s, q[1] * s + q[2] * c];
};
/** Applies transforms in order to every vertex. */
export function place(faces, ...steps) {
  return faces.map((face) => ({
    ...face,
    p: face.p.map((q) => steps.reduce((acc, step) => step(acc), q)),
  }));
}

let pieces = 0;

/** Tags faces as one solid piece: the stage casts floor shadows piece by piece. */
function piece(faces) {
  pieces += 1;
  for (const face of faces) face.piece = pieces;
  return faces;
}

/** Faces between neighbouring rows of a grid of points; rows[i][j]. */
function stitch(rows, mat, { wrap = false, flip = false, two = false } = {}) {
  const faces = [];
  for (let i = 0; i + 1 < rows.length; i += 1) {
    const row = rows[i];
    const nextRow = rows[i + 1];
    const last = wrap ? row.length : row.length - 1;
    for (let j = 0; j < last; j += 1) {
      const k = (j + 1) % row.length;
      const quad = [row[j], row[k], nextRow[k], nextRow[j]];
      faces.push({ p: flip ? quad.toReversed() : quad, mat, two });
    }
  }
  return faces;
}

/** Plain box standing on y = 0, centred on x and z. */
export function cuboid(w, h, d, mat) {
  const x0 = -w / 2;
  const x1 = w / 2;
  const z0 = -d / 2;
  const z1 = d / 2;
  const v = (x, y, z) => [x, y, z];
  return piece([
    { p: [v(x0, 0, z0), v(x0, h, z0), v(x1, h, z0), v(x1, 0, z0)], mat },
    { p: [v(x1, 0, z1), v(x1, h, z1), v(x0, h, z1), v(x0, 0, z1)], mat },
    { p: [v(x0, h, z0), v(x0, h, z1), v(x1, h, z1), v(x1, h, z0)], mat },
    { p: [v(x0, 0, z1), v(x0, 0, z0), v(x1, 0, z0), v(x1, 0, z1)], mat },
    { p: [v(x0, 0, z1), v(x0, h, z1), v(x0, h, z0), v(x0, 0, z0)], mat },
    { p: [v(x1, 0, z0), v(x1, h, z0), v(x1, h, z1), v(x1, 0, z1)], mat },
  ]);
}

/** Outline of a rounded rectangle in plan, counter-clockwise seen from above. */
function roundedOutline(w, d, radius, perCorner) {
  const r = Math.max(0, Math.min(radius, w / 2, d / 2));
  const corners = [
    [w / 2 - r, d / 2 - r, 0],
    [-w / 2 + r, d / 2 - r, Math.PI / 2],
    [-w / 2 + r, -d / 2 + r, Math.PI],
    [w / 2 - r, -d / 2 + r, (3 * Math.PI) / 2],
  ];
  const out = [];
  for (const [cx, cz, start] of corners) {
    for (let k = 0; k <= perCorner; k += 1) {
      const a = start + (k / perCorner) * (Math.PI / 2);
      out.push([cx + r * Math.cos(a), cz + r * Math.sin(a)]);
    }
  }
  return out;
}

/**
 * Box with rounded edges (radius `r`) and rounded corners in plan (radius `rc`), standing
 * on y = 0. `crown` lifts the middle of the top, like a filled cushion.
 */
export function roundedBox({ w, h, d, r = 1, rc = r, segs = 6, crown = 0 }, mat) {
  const rr = Math.min(r, h / 2, w / 2, d / 2);
  const profile = [];
  for (let k = 0; k <= segs; k += 1) {
    const a = (k / segs) * (Math.PI / 2);
    profile.push([rr * (1 - Math.sin(a)), rr * (1 - Math.cos(a))]);
  }
  for (let k = 0; k <= segs; k += 1) {
    const a = (k / segs) * (Math.PI / 2);
    profile.push([rr * (1 - Math.cos(a)), h - rr + rr * Math.sin(a)]);
  }
  const rows = profile.map(([inset, y]) =>
    roundedOutline(w - 2 * inset, d - 2 * inset, Math.max(rc - inset, 0), segs).map(([x, z]) => [
      x,
      y,
      z,
    ]),
  );
  const faces = stitch(rows, mat, { wrap: true, flip: true });
  const bottom = rows[0];
  const top = rows[rows.length - 1];
  if (crown > 0) {
    // A dome over the top: rings shrinking towards the middle, each a little higher.
    const rings = [top];
    for (let k = 1; k <= 4; k += 1) {
      const t = k / 4;
      const lift = crown * Math.sin((t * Math.PI) / 2);
      rings.push(top.map(([x, y, z]) => [x * (1 - t * 0.98), y + lift, z * (1 - t * 0.98)]));
    }
    faces.push(...stitch(rings, mat, { wrap: true, flip: true }));
  } else {
    faces.push({ p: top.toReversed(), mat });
  }
  faces.push({ p: bottom, mat });
  return piece(faces);
}

/**
 * Surface of revolution about the y axis. `profile` is [[radius, y], ...] from the bottom
 * up (outside surfaces go up, inside surfaces come down), or a function of the angle that
 * returns one, for shapes whose section changes around the axis (channel tufting).
 */
export function lathe(profile, mat, { segs = 40, from = 0, to = Math.PI * 2, two = false } = {}) {
  const full = Math.abs(to - from - Math.PI * 2) < 1e-9;
  const steps = full ? segs : segs + 1;
  const sectionAt = typeof profile === 'function' ? profile : () => profile;
  const sections = [];
  for (let j = 0; j < steps; j += 1) {
    const a = from + ((to - from) * j) / segs;
    sections.push({ a, list: sectionAt(a) });
  }
  const rows = sections[0].list.map((_, i) =>
    sections.map(({ a, list }) => [list[i][0] * Math.cos(a), list[i][1], list[i][0] * Math.sin(a)]),
  );
  return piece(stitch(rows, mat, { wrap: full, two, flip: true }));
}

/** A round tube following a path of points; `side` is any vector not along the path. */
export function tube(path, radius, mat, { segs = 12, side = [0, 0, 1] } = {}) {
  const rows = path.map((point, i) => {
    const ahead = path[Math.min(i + 1, path.length - 1)];
    const behind = path[Math.max(i - 1, 0)];
    const along = unit(sub(ahead, behind));
    const u = unit(cross(along, side));
    const w = unit(cross(along, u));
    const ring = [];
    for (let j = 0; j < segs; j += 1) {
      const a = (j / segs) * Math.PI * 2;
      ring.push(add(point, add(mul(u, radius * Math.cos(a)), mul(w, radius * Math.sin(a)))));
    }
    return ring;
  });
  const faces = stitch(rows, mat, { wrap: true, flip: true });
  faces.push({ p: rows[0].toReversed(), mat }, { p: rows[rows.length - 1], mat });
  return piece(faces);
}

/** A grid surface from fn(u, v) over [0, 1] x [0, 1]. */
export function surface(fn, nu, nv, mat, options = {}) {
  const rows = [];
  for (let i = 0; i <= nv; i += 1) {
    const row = [];
    for (let j = 0; j <= nu; j += 1) row.push(fn(j / nu, i / nv));
    rows.push(row);
  }
  return piece(stitch(rows, mat, options));
}

/** A filled pillow: width w, height h, thickness t, standing on its lower edge, facing -z. */
export function pillow(w, h, t, mat, { n = 14, sag = 0.15 } = {}) {
  const shape = (side) => (u, v) => {
    const x = (u - 0.5) * w;
    const y = v * h;
    const su = 2 * u - 1;
    const sv = 2 * v - 1;
    // Edges pinch in a little, as a seam pulls the fabric.
    const pinch = 1 - sag * (su * su * sv * sv);
    const depth =
      (t / 2) * Math.sqrt(Math.max(0, 1 - su ** 4)) * Math.sqrt(Math.max(0, 1 - sv ** 4));
    return [x * pinch, y * (1 - sag * 0.3 * su * su) + h * sag * 0.15 * su * su, side * depth];
  };
  return [...surface(shape(-1), n, n, mat, { flip: true }), ...surface(shape(1), n, n, mat)];
}
