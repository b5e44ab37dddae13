// The palette: warm neutrals, natural woods and a few accents, shared by every scene so the
// catalogue reads as one photo shoot.
import { material } from './stage.mjs';

export const WOOD = {
  walnut: material('#74503a', { texture: 'woodVertical', spec: 0.05, shine: 18 }),
  walnutAcross: material('#74503a', { texture: 'wood', spec: 0.05, shine: 18 }),
  oak: material('#cfae82', { texture: 'wood', spec: 0.04, shine: 16 }),
  oakFrame: material('#c8a273', { texture: 'woodVertical', spec: 0.05, shine: 18 }),
  oakLeg: material('#c9a678', { texture: 'woodVertical', spec: 0.04, shine: 16 }),
  paleOak: material('#dcc29c', { texture: 'wood', spec: 0.03, shine: 16 }),
  beech: material('#d8b88f', { texture: 'woodVertical', spec: 0.04, shine: 16 }),
  smokedOak: material('#6e5843', { texture: 'wood', spec: 0.05, shine: 18 }),
  smokedOakLeg: material('#66513d', { texture: 'woodVertical', spec: 0.05, shine: 18 }),
};

export const FABRIC = {
  oatmeal: material('#d9cdb9', { texture: 'linen' }),
  sand: material('#cdb89a', { texture: 'linen' }),
  stoneGrey: material('#a3a09a', { texture: 'linen' }),
  white: material('#ece7df', { texture: 'linen' }),
  flax: material('#d3c4ab', { texture: 'linen' }),
  cream: material('#e6dccb', { texture: 'linen' }),
  wool: material('#d8ccb8', { texture: 'linen' }),
  sage: material('#a8ae98', { texture: 'linen' }),
  clay: material('#c99a7b', { texture: 'linen' }),
  terracotta: material('#b8694a', { texture: 'linen' }),
  charcoal: material('#5a5652', { texture: 'linen' }),
  emerald: material('#1d5a45', { sheen: 0.7, sheenColor: '#8cc2a8', texture: 'velvet' }),
  paperCord: material('#cdb184'),
};

export const METAL = {
  brass: material('#c19a55', { spec: 0.75, shine: 10, metal: true, texture: 'brushed' }),
  black: material('#2a2724', { spec: 0.16, shine: 12 }),
  chrome: material('#b9b7b2', { spec: 0.7, shine: 40, metal: true }),
};

export const STONE = {
  marble: material('#e8e4de', { texture: 'marble', spec: 0.14, shine: 30 }),
  darkMarble: material('#4a4643', { texture: 'marble', spec: 0.12, shine: 30 }),
  limestone: material('#ddd3c5', { texture: 'concrete' }),
  plaster: material('#ece5db', { texture: 'plaster' }),
  whitePaint: material('#eeeae4'),
};

export const CERAMIC = {
  white: material('#e9e4dc', { spec: 0.12, shine: 24 }),
  sand: material('#d3b994', { spec: 0.08, shine: 20 }),
  terracotta: material('#b46a4b', { spec: 0.06, shine: 16 }),
  charcoal: material('#4b4642', { spec: 0.1, shine: 24 }),
  sage: material('#a7ad97', { spec: 0.08, shine: 20 }),
  glow: material('#fff3dc', { emit: true }),
};
