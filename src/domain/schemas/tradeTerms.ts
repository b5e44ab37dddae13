/**
 * The container types the trade-term settings start from (docs/requirements.md#container-types):
 * plain data, imported by the rules (./entities.ts) that every page's repair reads, so kept apart
 * from the planning rules and the Incoterms (../incoterms.ts) that only some pages load.
 */

/** A container type the shop offers: what can be loaded into it, by volume and by weight. */
export interface ContainerType {
  /** What buyers call it, and what names it in the settings: "20' GP". */
  name: string;
  /** The cubic metres that can really be loaded with cartons (less than the box's inside). */
  usableM3: number;
  /** The most cargo it may carry, in kg. */
  payloadKg: number;
}

/**
 * The three container types an export quote names, as industry tables give them
 * (docs/requirements.md#container-types cites them): the recommended load volume for loose
 * cartons, about 85% of the inside, and the maximum payload.
 */
export const DEFAULT_CONTAINER_TYPES: readonly ContainerType[] = [
  { name: "20' GP", usableM3: 28, payloadKg: 28_180 },
  { name: "40' GP", usableM3: 58, payloadKg: 26_730 },
  { name: "40' HQ", usableM3: 68, payloadKg: 26_540 },
];
