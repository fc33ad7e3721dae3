export type DocumentKind = 'pdf' | 'docx' | 'txt';

export type SectionKind =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'projects'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'volunteer'
  | 'interests'
  | 'references'
  | 'other';

export interface LayoutIssue {
  id:
    | 'multi-column'
    | 'table'
    | 'image-text'
    | 'header-footer-contact'
    | 'unmapped-glyphs'
    | 'icons'
    | 'small-font'
    | 'text-box';
  message: string;
}

export interface Layout {
  columns: number;
  issues: LayoutIssue[];
}

export interface Contact {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
}

export interface Section {
  heading: string;
  kind: SectionKind;
  /** The section's lines, heading excluded: kept so scoring and optimizing see what the user wrote. */
  lines: string[];
}

export interface ExperienceEntry {
  title: string | null;
  company: string | null;
  location: string | null;
  startDate: string | null;
  endDate: string | null;
  bullets: string[];
}

export interface EducationEntry {
  degree: string | null;
  institution: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface ProjectEntry {
  name: string;
  description: string[];
}

export interface ParsedResume {
  text: string;
  kind: DocumentKind;
  pages: number;
  layout: Layout;
  contact: Contact;
  /** The role line under the name ("Product Manager"), when there is one. */
  headline: string | null;
  summary: string | null;
  sections: Section[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: string[];
  certifications: string[];
  projects: ProjectEntry[];
}

export interface ExtractedDocument {
  text: string;
  kind: DocumentKind;
  pages: number;
  layout: Layout;
  /** PDF only: the largest line on page one, which is usually the person's name. */
  nameHint?: string | null;
  /** Profile addresses linked from the first page (an icon linking to LinkedIn), for the contact. */
  linkHints?: string[];
  /** The type's cues (PDF fonts, DOCX runs): absent when the document sets everything one way. */
  typeCues?: TypeCue[];
}

/**
 * A stretch of one line set one way: bold, italic or bigger than the document's body, each
 * decided against the body's own type (a page set all in bold has no bold cue). `key` is the
 * stretch's letters and digits only, so the reader finds it whatever spacing and punctuation the
 * layout gave the line.
 */
export interface TypeCue {
  /** The printed line the stretch is on (its index among the document's lines). */
  line: number;
  key: string;
  bold: boolean;
  italic: boolean;
  big: boolean;
}

export interface ExtractOptions {
  fileName?: string;
  mimeType?: string;
  /** Upper bound for one PDF's text extraction; a pathological file fails with PDF_TIMEOUT. */
  timeoutMs?: number;
}
