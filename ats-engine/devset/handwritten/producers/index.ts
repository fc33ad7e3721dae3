// The renderers of the LaTeX, LibreOffice and WeasyPrint documents, by the producer meta.json names.
import { renderLatex } from './latex';
import { renderLibreoffice } from './libreoffice';
import { renderWeasyprint } from './weasyprint';

export const producers: Record<string, (dir: string) => string> = {
  latex: renderLatex,
  libreoffice: (dir) => renderLibreoffice(dir, { fromSource: true }),
  weasyprint: renderWeasyprint,
};
