import { INVOICE_IMAGE } from '@carrier/domain';

/** Wider than the desktop breakpoint: the image is laid out as a wide screen shows the invoice. */
const LAYOUT_WINDOW_WIDTH = 1280;

/**
 * Saves the invoice element as a PNG of at least 800 × 1000 pixels (spec 000 §9). html2canvas is loaded only
 * now, on the press of Export, so the invoice page does not carry it.
 *
 * html2canvas draws from its own copy of the page; there the sheet takes the image's size, so a phone's narrow
 * sheet is laid out at the image's width instead of being cut there (which lost the amounts column).
 */
export async function exportInvoice(element: HTMLElement, fileName: string): Promise<void> {
  const { default: html2canvas } = await import('html2canvas');
  const width = Math.max(INVOICE_IMAGE.minWidth, element.offsetWidth);
  const canvas = await html2canvas(element, {
    backgroundColor: '#ffffff',
    windowWidth: Math.max(width, LAYOUT_WINDOW_WIDTH),
    scale: 1,
    logging: false,
    onclone: (_document, sheet) => {
      sheet.classList.add('invoice-sheet--image');
      sheet.style.width = `${width}px`;
      sheet.style.minHeight = `${INVOICE_IMAGE.minHeight}px`;
    },
  });
  const link = document.createElement('a');
  link.download = fileName;
  link.href = canvas.toDataURL('image/png');
  document.body.append(link);
  link.click();
  link.remove();
}
