// PDF text extraction in the calling thread with PDFium compiled to WebAssembly
// (@embedpdf/pdfium). Only worker threads call this (the PDF worker of the library's own pool, and
// the api's engine workers): a pathological PDF can keep PDFium busy in one synchronous call, and a
// thread can be terminated where a promise cannot. Plain JavaScript, so it needs no loader.
//
// PDFium hands out characters; the layout (pdf-layout.ts) reads text items as pdf.js made them:
// runs of text with a position, a width, a size and a font. readPage() builds those runs, one per
// font, size and line while the glyphs follow each other (docs/decisions/022-faster-reading.md).
import { existsSync, readFileSync } from 'node:fs';
import { init } from '@embedpdf/pdfium';

/**
 * Everything PDFium allocates lives in its WebAssembly memory, which only grows. A document may
 * take it to MAX_WASM_BYTES (a FlateDecode bomb stops there: the allocation fails, PDFium aborts,
 * and the document is refused as too large); a module that grew past KEEP_WASM_BYTES, or aborted,
 * is dropped after the document and a fresh instance of the compiled module reads the next.
 */
export const MAX_WASM_BYTES = 384 * 1024 * 1024;
const KEEP_WASM_BYTES = 96 * 1024 * 1024;
const MAX_LINKS_PER_PAGE = 50;
const MAX_URL_BYTES = 300;

// FPDF_GetLastError
const ERR_FILE = 2;
const ERR_FORMAT = 3;
const ERR_PASSWORD = 4;
const ERR_SECURITY = 5;
// FPDFPageObj_GetType
const OBJ_IMAGE = 3;
const OBJ_FORM = 5;
// FPDFAction_GetType
const ACTION_URI = 3;

/** The .wasm beside this file (the api's flat dist folder), else the package's own. */
function wasmBytes() {
  const beside = new URL('./pdfium.wasm', import.meta.url);
  return readFileSync(existsSync(beside) ? beside : new URL(import.meta.resolve('@embedpdf/pdfium/pdfium.wasm')));
}

let module = null;
let loading = null;
let overBudget = false;

/** The compiled module, kept: a fresh instance after a large document costs no second compile. */
let compiled = null;

async function load() {
  compiled ??= await WebAssembly.compile(wasmBytes());
  let failed;
  const instantiateFailed = new Promise((_, reject) => (failed = reject));
  const wrapped = await Promise.race([
    init({
      instantiateWasm: (imports, receive) => {
        WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance), failed);
        return {};
      },
      print: () => undefined,
      printErr: () => undefined,
    }),
    instantiateFailed,
  ]);
  wrapped.PDFiumExt_Init();
  const memory = wrapped.pdfium.wasmExports.memory;
  const grow = memory.grow.bind(memory);
  // Emscripten grows the memory through this call only; past the budget it fails like an
  // exhausted heap would, and the document is marked as too large.
  memory.grow = (pages) => {
    if (memory.buffer.byteLength + pages * 65536 > MAX_WASM_BYTES) {
      overBudget = true;
      throw new RangeError('PDF larger than the reading budget');
    }
    return grow(pages);
  };
  return { fn: wrapped.pdfium.wasmExports, memory };
}

async function ready() {
  if (module) return module;
  loading ??= load().finally(() => (loading = null));
  module = await loading;
  return module;
}

/** Starts loading PDFium now, so the first document does not wait for it. */
export function warmUpPdfium() {
  return ready().then(() => undefined);
}

/** 64 bytes of PDFium memory for out-parameters, read through views made again only when the memory grew. */
class Scratch {
  constructor(m) {
    this.m = m;
    this.ptr = m.fn.malloc(64);
    // The mark parameter's name, as the C string PDFium reads.
    const name = new TextEncoder().encode('ActualText\0');
    this.actualText = m.fn.malloc(name.length);
    new Uint8Array(m.memory.buffer, this.actualText, name.length).set(name);
    this.buffer = null;
  }
  views() {
    if (this.buffer !== this.m.memory.buffer) {
      this.buffer = this.m.memory.buffer;
      this.F64 = new Float64Array(this.buffer, this.ptr, 8);
      this.F32 = new Float32Array(this.buffer, this.ptr, 16);
      this.I32 = new Int32Array(this.buffer, this.ptr, 16);
    }
    return this;
  }
  f64(i) {
    return this.views().F64[i];
  }
  f32(i) {
    return this.views().F32[i];
  }
  i32(i) {
    return this.views().I32[i];
  }
  free() {
    this.m.fn.free(this.actualText);
    this.m.fn.free(this.ptr);
  }
}

const fontNames = new Map();
const fontStyles = new Map();

// The type's weight and slant, as bits of a run's style (RawPdfPage.styles).
const STYLE_BOLD = 1;
const STYLE_ITALIC = 2;
// Font descriptor flags (PDF 32000-1, 9.8.2).
const FLAG_ITALIC = 1 << 6;
const FLAG_FORCE_BOLD = 1 << 18;
// The font's own name says its weight and slant ('ABCDEF+Arial-BoldMT', 'LMRoman10-BoldItalic',
// 'CMBX10' and 'CMTI10' for LaTeX's Computer Modern, 'SFBX1000' and 'SFTI1000' for cm-super).
const BOLD_NAME_RE = /bold|black|heavy|semibold|demi(?!light)|[-,]bd\b|^(?:cmbx|cmb\d|sfbx|ecbx|cmssbx)/i;
const ITALIC_NAME_RE = /italic|oblique|[-,]it\b|^(?:cmti|cmsl|sfti|sfsl|ecti|cmbxti|cmssi|ptmri|ptmbi)/i;

/**
 * Whether a text object's font is bold and whether it is italic: from its name first, then, where
 * the name says nothing (a Type3 font, a subset named by a tag only), from the weight and flags the
 * PDF gives it. Math italic (Computer Modern's CMMI) is not emphasis.
 */
function fontStyle(m, textObject) {
  const font = m.fn.FPDFTextObj_GetFont(textObject);
  if (!font) return 0;
  let style = fontStyles.get(font);
  if (style !== undefined) return style;
  const base = fontName(m, textObject)
    .replace(/#.*$/, '')
    .replace(/^[A-Z]{6}\+/, '');
  style = 0;
  if (BOLD_NAME_RE.test(base)) style |= STYLE_BOLD;
  if (ITALIC_NAME_RE.test(base) && !/^cmmi/i.test(base)) style |= STYLE_ITALIC;
  const flags = m.fn.FPDFFont_GetFlags(font);
  const weight = m.fn.FPDFFont_GetWeight(font);
  if (flags > 0 && flags & FLAG_FORCE_BOLD) style |= STYLE_BOLD;
  if (weight >= 600) style |= STYLE_BOLD;
  if (flags > 0 && flags & FLAG_ITALIC && !/^cmmi/i.test(base)) style |= STYLE_ITALIC;
  fontStyles.set(font, style);
  return style;
}
/**
 * The font of a text object, named as the layout tells fonts apart (an icon font from text fonts):
 * two embedded subsets may carry one base name, so the font's own handle makes the name unique.
 */
function fontName(m, textObject) {
  const font = m.fn.FPDFTextObj_GetFont(textObject);
  if (!font) return '';
  let name = fontNames.get(font);
  if (name !== undefined) return name;
  const length = m.fn.FPDFFont_GetBaseFontName(font, 0, 0);
  name = '';
  if (length > 1 && length < 512) {
    const buffer = m.fn.malloc(length);
    m.fn.FPDFFont_GetBaseFontName(font, buffer, length);
    name = new TextDecoder().decode(new Uint8Array(m.memory.buffer, buffer, length - 1));
    m.fn.free(buffer);
  }
  name = `${name}#${font}`;
  fontNames.set(font, name);
  return name;
}

function countImages(m, container, isForm, depth = 0) {
  const count = isForm ? m.fn.FPDFFormObj_CountObjects(container) : m.fn.FPDFPage_CountObjects(container);
  let images = 0;
  for (let i = 0; i < count; i++) {
    const object = isForm ? m.fn.FPDFFormObj_GetObject(container, i) : m.fn.FPDFPage_GetObject(container, i);
    const type = m.fn.FPDFPageObj_GetType(object);
    if (type === OBJ_IMAGE) images++;
    else if (type === OBJ_FORM && depth < 8) images += countImages(m, object, true, depth + 1);
  }
  return images;
}

/**
 * Drops the /ActualText of marked content on a page's objects, so the text is what the glyphs
 * draw, as pdf.js reads it: Chromium tags text set in capitals by a stylesheet ('WORK EXPERIENCE')
 * with the letters typed ('Work Experience'), and a reader of resumes reads what is printed.
 */
function dropActualText(m, container, isForm, key, depth = 0) {
  const count = isForm ? m.fn.FPDFFormObj_CountObjects(container) : m.fn.FPDFPage_CountObjects(container);
  for (let i = 0; i < count; i++) {
    const object = isForm ? m.fn.FPDFFormObj_GetObject(container, i) : m.fn.FPDFPage_GetObject(container, i);
    if (m.fn.FPDFPageObj_GetType(object) === OBJ_FORM && depth < 8) dropActualText(m, object, true, key, depth + 1);
    for (let k = m.fn.FPDFPageObj_CountMarks(object) - 1; k >= 0; k--) {
      const mark = m.fn.FPDFPageObj_GetMark(object, k);
      if (mark && m.fn.FPDFPageObjMark_GetParamValueType(mark, key) !== 0)
        m.fn.FPDFPageObjMark_RemoveParam(object, mark, key);
    }
  }
}

function pageLinks(m, doc, page, scratch) {
  const links = [];
  // scratch: [0] the enumeration position (int), [1] the link handle (int), rect from byte 16.
  new Int32Array(m.memory.buffer, scratch.ptr, 2).fill(0);
  while (links.length < MAX_LINKS_PER_PAGE && m.fn.FPDFLink_Enumerate(page, scratch.ptr, scratch.ptr + 4)) {
    const link = scratch.i32(1);
    const action = m.fn.FPDFLink_GetAction(link);
    if (!action || m.fn.FPDFAction_GetType(action) !== ACTION_URI) continue;
    const length = m.fn.FPDFAction_GetURIPath(doc, action, 0, 0);
    if (length <= 1 || length > MAX_URL_BYTES + 1) continue;
    const buffer = m.fn.malloc(length);
    m.fn.FPDFAction_GetURIPath(doc, action, buffer, length);
    const url = new TextDecoder().decode(new Uint8Array(m.memory.buffer, buffer, length - 1));
    m.fn.free(buffer);
    if (!/^https?:\/\//i.test(url) || !m.fn.FPDFLink_GetAnnotRect(link, scratch.ptr + 16)) continue;
    // FS_RECTF: left, top, right, bottom; as pdf.js gives it: x1, y1, x2, y2, lower left first.
    const left = scratch.f32(4);
    const top = scratch.f32(5);
    const right = scratch.f32(6);
    const bottom = scratch.f32(7);
    links.push({
      url,
      rect: [Math.min(left, right), Math.min(top, bottom), Math.max(left, right), Math.max(top, bottom)],
    });
  }
  return links;
}

/** One page's text runs as flat arrays (the RawPdfPage shape of pdf-worker-pool.ts). */
function readPage(m, doc, index, scratch) {
  const { fn } = m;
  const page = fn.FPDF_LoadPage(doc, index);
  if (!page) throw Object.assign(new Error(`page ${index + 1} could not be loaded`), { name: 'FormatError' });
  try {
    const width = fn.FPDF_GetPageWidthF(page);
    const height = fn.FPDF_GetPageHeightF(page);
    dropActualText(m, page, false, scratch.actualText);
    // The visible box (FS_RECTF left, top, right, bottom): text set beyond it (a line cut at the
    // page's edge, continued on the next page) is not on this page.
    const box = fn.FPDF_GetPageBoundingBox(page, scratch.ptr + 48)
      ? { left: scratch.f32(12), top: scratch.f32(13), right: scratch.f32(14), bottom: scratch.f32(15) }
      : null;
    const textPage = fn.FPDFText_LoadPage(page);
    const strings = [];
    const fonts = [];
    const styles = [];
    const geometry = [];
    let chars = 0;
    if (textPage) {
      try {
        const count = fn.FPDFText_CountChars(textPage);
        // The run being built.
        let text = '';
        let x = 0;
        let y = 0;
        let right = 0;
        let size = 0;
        let rotated = 0;
        let font = '';
        let style = 0;
        // The last character's text object and its font.
        let object = -1;
        let objectFont = '';
        let objectStyle = 0;
        let objectSize = 0;
        let objectRotated = 0;
        // PDFium inferred a word space after the last character.
        let pendingSpace = false;
        const flush = () => {
          if (text === '') return;
          strings.push(text);
          fonts.push(font);
          styles.push(style);
          geometry.push(x, y, Math.max(0, right - x), size, rotated);
          text = '';
        };
        for (let i = 0; i < count; i++) {
          let code = fn.FPDFText_GetUnicode(textPage, i);
          if (fn.FPDFText_IsGenerated(textPage, i) === 1) {
            if (code === 0x20) pendingSpace = true;
            else if (code === 0x0d || code === 0x0a) {
              flush();
              pendingSpace = false;
            }
            continue;
          }
          if (code === 0x0d || code === 0x0a) continue;
          const charObject = fn.FPDFText_GetTextObject(textPage, i);
          if (charObject !== object) {
            object = charObject;
            objectFont = fontName(m, charObject);
            objectStyle = fontStyle(m, charObject);
            // One text object has one font, size and direction. The size as drawn: the font size
            // through the text and page matrices (as pdf.js gives it).
            fn.FPDFText_GetMatrix(textPage, i, scratch.ptr + 32);
            const mb = scratch.f32(9);
            const mc = scratch.f32(10);
            const md = scratch.f32(11);
            objectSize = fn.FPDFText_GetFontSize(textPage, i) * (Math.hypot(mc, md) || 1);
            objectRotated = Math.abs(mb) > 1e-3 || Math.abs(mc) > 1e-3 ? 1 : 0;
          }
          // A private-use code point is an icon (a web font's phone or LinkedIn glyph): it stands
          // alone, in a font of its own, which the layout counts as icons and leaves out.
          const icon = (code >= 0xe000 && code <= 0xf8ff) || code >= 0xf0000;
          fn.FPDFText_GetCharOrigin(textPage, i, scratch.ptr, scratch.ptr + 8);
          const cx = scratch.f64(0);
          const cy = scratch.f64(1);
          if (
            box &&
            (cx < Math.min(box.left, box.right) ||
              cx > Math.max(box.left, box.right) ||
              cy < Math.min(box.top, box.bottom) ||
              cy > Math.max(box.top, box.bottom))
          )
            continue;
          // FS_RECTF left, top, right, bottom at byte 16 (floats 4..7); FS_MATRIX a..f at byte 32 (floats 8..13).
          fn.FPDFText_GetLooseCharBox(textPage, i, scratch.ptr + 16);
          const charRight = Math.max(scratch.f32(4), scratch.f32(6));
          const charSize = objectSize;
          const charRotated = objectRotated;
          const em = Math.max(1, Math.min(size, charSize));
          const gap = cx - right;
          const sameLine = text !== '' && Math.abs(cy - y) < em * 0.2;
          // One run goes on while the font, the line and the flow of the text do; a space PDFium
          // inferred stays inside it up to 0.6 em, as pdf.js keeps it.
          const continues =
            sameLine &&
            !icon &&
            !font.endsWith('#icon') &&
            objectFont === font &&
            charRotated === rotated &&
            Math.abs(charSize - size) < em * 0.05 &&
            gap > -em * 0.2 &&
            (pendingSpace ? gap < em * 0.6 : gap < em * 0.3);
          if (continues) {
            if (pendingSpace && !text.endsWith(' ') && code !== 0x20) text += ' ';
          } else {
            // Letter spacing PDFium read as no space still joins the glyphs (a small capital and
            // the smaller ones after it): the run ends where the next glyph starts.
            if (sameLine && !pendingSpace && gap > 0 && gap < em * 0.3) right = cx;
            const previousY = y;
            const previousSize = size;
            const hadText = text !== '';
            flush();
            // A wider inferred space is drawn as a space item spanning the gap.
            if (pendingSpace && hadText && Math.abs(cy - previousY) < em * 0.2 && gap > 0 && code !== 0x20) {
              strings.push(' ');
              fonts.push(font);
              styles.push(style);
              geometry.push(right, previousY, gap, previousSize, rotated);
            }
            x = cx;
            y = cy;
            right = cx;
            size = charSize;
            font = icon ? `${objectFont}#icon` : objectFont;
            style = objectStyle;
            rotated = charRotated;
          }
          pendingSpace = false;
          // A soft hyphen that ends a line comes back as U+0002; unmapped glyphs (ligatures that
          // name no letters) as U+FFFE or U+0000, which restoreLigatures() reads.
          if (code === 0x02) code = 0x2d;
          else if (code === 0xfffe || code === 0xffff) code = 0;
          text += String.fromCodePoint(code);
          if (code > 0x20 && code !== 0xa0) chars++;
          right = Math.max(right, charRight);
          size = Math.max(size, charSize);
        }
        flush();
      } finally {
        fn.FPDFText_ClosePage(textPage);
      }
    }
    // Image objects cost a walk of the page, so only sparse pages pay for it: they may be scans.
    const images = chars < 40 ? countImages(m, page, false) : 0;
    let links = [];
    try {
      links = pageLinks(m, doc, page, scratch);
    } catch {
      // A broken annotation list costs the links only.
    }
    return {
      width,
      height,
      strings,
      fonts,
      styles: Uint8Array.from(styles),
      geometry: Float64Array.from(geometry),
      images,
      links,
    };
  } finally {
    fn.FPDF_ClosePage(page);
  }
}

function failureOf(m, doc) {
  const code = m.fn.FPDF_GetLastError();
  if (code === ERR_PASSWORD || code === ERR_SECURITY)
    return { ok: false, name: 'PasswordException', message: 'the document is encrypted' };
  if (code === ERR_FORMAT || code === ERR_FILE)
    return { ok: false, name: 'InvalidPDFException', message: `PDFium error ${code}` };
  return { ok: false, name: 'FormatError', message: `PDFium could not open the document (error ${code}, ${doc})` };
}

/**
 * The text items of every page of a PDF, as flat arrays (they clone across threads far faster
 * than hundreds of small objects). Never throws: failures come back as { ok: false, name, message }.
 */
export async function extractPdfInThread(data) {
  overBudget = false;
  let m;
  try {
    m = await ready();
  } catch (error) {
    return { ok: false, name: 'Error', message: `PDFium did not load: ${error?.message ?? error}` };
  }
  fontNames.clear();
  fontStyles.clear();
  let input = 0;
  let doc = 0;
  let scratch = null;
  let broken = false;
  try {
    input = m.fn.malloc(Math.max(1, data.length));
    if (!input) return { ok: false, name: 'TooLargeException', message: 'the file does not fit the reading budget' };
    new Uint8Array(m.memory.buffer, input, data.length).set(data);
    doc = m.fn.FPDF_LoadMemDocument(input, data.length, 0);
    if (!doc)
      return overBudget
        ? { ok: false, name: 'TooLargeException', message: 'a stream exceeds the reading budget' }
        : failureOf(m, doc);
    scratch = new Scratch(m);
    const pageCount = m.fn.FPDF_GetPageCount(doc);
    const pages = [];
    for (let i = 0; i < pageCount; i++) pages.push(readPage(m, doc, i, scratch));
    if (overBudget) return { ok: false, name: 'TooLargeException', message: 'a stream exceeds the reading budget' };
    return { ok: true, pages };
  } catch (error) {
    // An abort inside PDFium (an allocation refused) leaves the module unusable.
    broken = true;
    if (overBudget) return { ok: false, name: 'TooLargeException', message: 'a stream exceeds the reading budget' };
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';
    const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
    return { ok: false, name, message };
  } finally {
    if (!broken) {
      try {
        scratch?.free();
        if (doc) m.fn.FPDF_CloseDocument(doc);
        if (input) m.fn.free(input);
      } catch {
        broken = true;
      }
    }
    if (broken || overBudget || m.memory.buffer.byteLength > KEEP_WASM_BYTES) module = null;
  }
}
