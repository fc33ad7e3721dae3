// Turns plain text from an AI provider into the feedback's HTML: one <p> per line, every
// character escaped, so nothing a model (or a resume it quotes) writes becomes markup. Works on
// pieces as they stream: the concatenation of what push() and end() return is the whole HTML.
import { escapeHtml } from '@resumebeat/ats-engine';

export class TextToHtml {
  private open = false;
  /** Asterisks at the end of a piece wait for the next one: `**` may arrive split in two. */
  private pending = '';

  push(piece: string): string {
    let text = this.pending + piece;
    const stars = /\*+$/.exec(text);
    this.pending = stars ? stars[0] : '';
    if (stars) text = text.slice(0, -stars[0].length);
    return this.emit(text);
  }

  private emit(text: string): string {
    let out = '';
    const lines = text.replace(/\r/g, '').split('\n');
    lines.forEach((line, index) => {
      // Models add Markdown emphasis even when told not to; it would show as asterisks.
      const clean = line.replace(/\*\*/g, '');
      if (this.open && clean.length > 0) {
        out += escapeHtml(clean);
      } else if (!this.open && clean.trim().length > 0) {
        out += `<p>${escapeHtml(clean.trimStart())}`;
        this.open = true;
      }
      if (index < lines.length - 1 && this.open) {
        out += '</p>\n';
        this.open = false;
      }
    });
    return out;
  }

  end(): string {
    const rest = this.pending;
    this.pending = '';
    let out = this.emit(rest);
    if (this.open) {
      out += '</p>';
      this.open = false;
    }
    return out;
  }

  static convert(text: string): string {
    const converter = new TextToHtml();
    return converter.push(text) + converter.end();
  }
}
