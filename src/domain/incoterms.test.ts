import { describe, expect, it } from 'vitest';
import { incotermLabel, portCity, pricesTermsText } from './incoterms';

describe('the terms prices are quoted on', () => {
  it('names the port’s city for a term whose place is the place of loading', () => {
    expect(pricesTermsText({ priceIncoterm: 'FOB', portOfLoading: 'Ningbo, China' })).toBe(
      'Prices FOB Ningbo',
    );
    expect(pricesTermsText({ priceIncoterm: 'EXW', portOfLoading: 'Foshan' })).toBe(
      'Prices EXW Foshan',
    );
  });

  it('says the buyer’s port for a term that names the destination', () => {
    expect(pricesTermsText({ priceIncoterm: 'CIF', portOfLoading: 'Ningbo, China' })).toBe(
      'Prices CIF to your port',
    );
  });

  it('says the term alone without a port, and nothing without a term', () => {
    expect(pricesTermsText({ priceIncoterm: 'FOB', portOfLoading: ' ' })).toBe('Prices FOB');
    expect(pricesTermsText({ priceIncoterm: '', portOfLoading: 'Ningbo, China' })).toBe('');
    expect(pricesTermsText({})).toBe('');
  });

  it('takes the city as the port up to its first comma', () => {
    expect(portCity(' Ningbo , Zhejiang, China')).toBe('Ningbo');
  });
});

describe('incotermLabel', () => {
  it('names a rule for a chooser, and leaves a code that is no rule as it is', () => {
    expect(incotermLabel('FOB')).toBe('FOB (Free On Board)');
    expect(incotermLabel('DPU')).toBe('DPU (Delivered at Place Unloaded)');
    expect(incotermLabel('XYZ')).toBe('XYZ');
    expect(incotermLabel('constructor')).toBe('constructor');
  });
});
