import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { copy } from './support/copy';
import { expect, test } from './support/fixtures';

/** The demo subscriber's seeded, paid balance top-up (README): an invoice any visitor can open. */
const SEEDED_INVOICE = 'inv_DemoTopUpReceived0000000';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface RegionInk {
  /** Pixels darker than the muted text colour: letters and figures. */
  dark: number;
  /** Pixels that are neither white nor text: a band or a frame painted over the region. */
  tinted: number;
  total: number;
}

/**
 * Where the totals row's amount and the closing sentence stand on the sheet when it is laid out as the export lays
 * it out (class `invoice-sheet--image`, the image's width, a wide window), relative to the sheet's corner.
 */
async function expectedRegions(page: Page, image: { width: number; height: number }): Promise<Box[]> {
  await page.setViewportSize({ width: 1280, height: 800 });
  return page.getByTestId('invoice-sheet').evaluate((sheet, { width, height }) => {
    sheet.classList.add('invoice-sheet--image');
    sheet.style.width = `${width}px`;
    sheet.style.minHeight = `${height}px`;
    const origin = sheet.getBoundingClientRect();
    return ['.invoice-table__total td', '.invoice-thanks'].map((selector) => {
      const box = (sheet.querySelector(selector) as HTMLElement).getBoundingClientRect();
      return { x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height };
    });
  }, image);
}

/** Decodes the PNG in the page and counts, per region, its text pixels and its tinted background pixels. */
async function measureRegions(page: Page, png: Buffer, regions: Box[]) {
  return page.evaluate(
    async ({ data, boxes }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const ink = boxes.map((box): RegionInk => {
        const pixels = context.getImageData(box.x, box.y, box.width, box.height).data;
        let dark = 0;
        let tinted = 0;
        for (let i = 0; i < pixels.length; i += 4) {
          const light = Math.min(pixels[i] ?? 255, pixels[i + 1] ?? 255, pixels[i + 2] ?? 255);
          if (light < 110) dark++;
          else if (light < 245) tinted++;
        }
        return { dark, tinted, total: pixels.length / 4 };
      });
      return { width: image.naturalWidth, height: image.naturalHeight, ink };
    },
    { data: png.toString('base64'), boxes: regions },
  );
}

/** From a phone and from a desktop: the saved image shows the whole invoice, as the page does (spec 000 §2, §9). */
test('the exported invoice image shows every amount, on a white sheet of at least 800 × 1000', async ({
  page,
}, testInfo) => {
  await page.goto(`/Invoice?invoiceId=${SEEDED_INVOICE}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: copy('en', 'invoice.export') }).click();
  const file = testInfo.outputPath('invoice.png');
  await (await download).saveAs(file);
  const png = readFileSync(file);
  const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  expect(size.width).toBeGreaterThanOrEqual(800);
  expect(size.height).toBeGreaterThanOrEqual(1000);

  const regions = await expectedRegions(page, size);
  const measured = await measureRegions(page, png, regions);
  expect(measured).toMatchObject(size);
  const names = ['the total amount', 'the closing sentence'];
  expect(measured.ink).toHaveLength(names.length);
  for (const [index, { dark, tinted, total }] of measured.ink.entries()) {
    const name = names[index];
    // A few glyphs: '$20.00' in bold is some 350 dark pixels.
    expect(dark, `${name} is drawn`).toBeGreaterThan(150);
    // Anti-aliased letter edges are tinted too; a band behind the region tints most of it.
    expect(tinted, `no band covers ${name}`).toBeLessThan(total * 0.25);
  }
});
