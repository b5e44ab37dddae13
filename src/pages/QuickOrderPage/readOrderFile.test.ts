import { describe, expect, it } from 'vitest';
import { QUICK_ORDER_MESSAGES as M } from '@/domain/quickOrder';
import { parseOrder } from './parseOrder';
import { readOrderFile } from './readOrderFile';

describe('readOrderFile', () => {
  it('reads a UTF-8 CSV and drops its byte order mark', async () => {
    const file = new File(['\uFEFFSKU,Quantity\nEH-MIR-001,24\n'], 'order.csv', {
      type: 'text/csv',
    });
    expect(await readOrderFile(file)).toEqual({ text: 'SKU,Quantity\nEH-MIR-001,24\n' });
  });

  it('refuses a file over 1 MB without reading it', async () => {
    const file = new File([new Uint8Array(10 * 1024 * 1024)], 'huge.csv', { type: 'text/csv' });
    let read = false;
    file.arrayBuffer = () => {
      read = true;
      return Promise.resolve(new ArrayBuffer(0));
    };
    expect(await readOrderFile(file)).toEqual({ error: M.fileTooLarge('huge.csv') });
    expect(read).toBe(false);
  });

  it('refuses a file that is not text, by name and type or by its bytes', async () => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
    expect(await readOrderFile(png)).toEqual({ error: M.notText('photo.png') });
    const binary = new File([new Uint8Array([65, 0, 66])], 'order.csv', { type: 'text/csv' });
    expect(await readOrderFile(binary)).toEqual({ error: M.notText('order.csv') });
  });

  it('reads a Windows-encoded CSV', async () => {
    const file = new File([new Uint8Array([0x45, 0x2c, 0xe9])], 'order.txt', { type: '' });
    expect(await readOrderFile(file)).toEqual({ text: 'E,é' });
  });
});

describe('parseOrder', () => {
  it.each([
    ['comma', 'EH-MIR-001, 24\nEH-LGT-002,100'],
    ['tab', 'EH-MIR-001\t 24\nEH-LGT-002\t100'],
    ['semicolon', 'EH-MIR-001; 24\nEH-LGT-002;100'],
  ])('splits %s separated lines', (_name, text) => {
    expect(parseOrder(text)).toEqual([
      ['EH-MIR-001', ' 24'],
      ['EH-LGT-002', '100'],
    ]);
  });

  it('splits a line by its own separator when the lines mix them', () => {
    expect(parseOrder('EH-MIR-001, 24\neh-lgt-002\t201\nEH-BED-005;410\nEH-ART-006')).toEqual([
      ['EH-MIR-001', ' 24'],
      ['eh-lgt-002', '201'],
      ['EH-BED-005', '410'],
      ['EH-ART-006'],
    ]);
  });

  it('keeps quoted commas and quotes inside a name, and blank lines in place', () => {
    expect(
      parseOrder('\uFEFFSKU,Name,Quantity\r\n\r\nEH-ART-006,"Terra Art, Set of 3 ""Large""",60'),
    ).toEqual([
      ['SKU', 'Name', 'Quantity'],
      [''],
      ['EH-ART-006', 'Terra Art, Set of 3 "Large"', '60'],
    ]);
  });
});
