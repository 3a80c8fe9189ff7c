import { INVOICE_IMAGE } from '@carrier/domain';

/**
 * Saves the invoice element as a PNG of at least 800 × 1000 pixels (spec 000 §9). html2canvas is loaded only
 * now, on the press of Export, so the invoice page does not carry it.
 */
export async function exportInvoice(element: HTMLElement, fileName: string): Promise<void> {
  const { default: html2canvas } = await import('html2canvas');
  const width = Math.max(INVOICE_IMAGE.minWidth, element.scrollWidth);
  const drawn = await html2canvas(element, {
    backgroundColor: '#ffffff',
    width,
    windowWidth: Math.max(width, 1024),
    scale: 1,
    logging: false,
  });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(INVOICE_IMAGE.minWidth, drawn.width);
  canvas.height = Math.max(INVOICE_IMAGE.minHeight, drawn.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(drawn, 0, 0);
  const link = document.createElement('a');
  link.download = fileName;
  link.href = canvas.toDataURL('image/png');
  document.body.append(link);
  link.click();
  link.remove();
}
