/** Words that mark a job title; used to tell "Product Manager" from "Google" in an entry line. */
export const TITLE_WORDS = new Set(
  (
    'engineer engineering developer manager director president vp officer analyst designer consultant lead leader intern internship specialist coordinator architect scientist administrator associate head chief cto ceo cfo coo founder co-founder owner partner principal programmer technician nurse teacher instructor professor lecturer accountant auditor assistant representative executive supervisor strategist researcher editor writer marketer recruiter advisor adviser therapist pharmacist physician clerk cashier operator mechanic electrician agent attorney counsel paralegal planner buyer controller producer trainer tutor volunteer fellow apprentice sde swe devops sre member barista chef cook bartender receptionist handler picker packer driver courier machinist welder assembler inspector foreman superintendent generalist attendant trainee reporter copywriter dispatcher hygienist paramedic aide caregiver dentist journalist secretary ' +
    // Trades and occupations named by a word of their own ('Server', 'Housekeeper', 'Librarian'),
    // leaving out those that are also common surnames ('Carpenter', 'Baker', 'Porter', 'Mason').
    'commis stagiaire saucier barback pilot copilot captain joiner rigger journeyman rep keyholder plumber pipefitter millwright boilermaker ironworker glazier bricklayer locksmith upholsterer deckhand farmhand stagehand guard loader sorter groomer florist lawyer postdoc physiotherapist psychotherapist ' +
    'server host hostess housekeeper custodian janitor nanny babysitter lifeguard librarian merchandiser bookkeeper estimator sommelier stocker bagger firefighter translator interpreter underwriter actuary economist steward stewardess worker laborer labourer installer roofer landscaper groundskeeper counselor counsellor dietitian nutritionist midwife surgeon veterinarian artist illustrator animator stylist concierge valet dishwasher busser expeditor expediter teller banker broker realtor appraiser adjuster investigator detective deputy sergeant ambassador organizer organiser canvasser pastor chaplain curator archivist registrar scheduler surveyor drafter draftsman modeler tester millwright pipefitter ironworker bricklayer cleaner phlebotomist optometrist chiropractor scribe transcriptionist coder biller chemist historian linguist author filmmaker vocalist dancer actor actress salesperson bookseller greeter usher paraprofessional educator mentor'
  ).split(/\s+/),
);

export const DEGREE_RE =
  /\b(Bachelor|Master|Doctor|Ph\.?\s?D|MBA|M\.?B\.?A|B\.?\s?S\.?c?|M\.?\s?S\.?c?|B\.?\s?A\.?|M\.?\s?A\.?|B\.?\s?Tech|M\.?\s?Tech|B\.?\s?E\.?|M\.?\s?E\.?ng|B\.?\s?Eng|B\.?\s?Com|M\.?\s?Com|BBA|Associate(?:['’]s)? (?:of|in|[Dd]egree)|Associate Degree|HND|HNC|NVQ|SVQ|BTEC|M\.?Phil|A-[Ll]evels?|GCSEs?|Highers|A\.?A\.?S?|Diploma|Dipl[ôo]me|Certificate in|High School|GED|J\.?D\.?|M\.?D\.?|Ed\.?D|LL\.?[BM]|Pharm\.?\s?D|BSN|MSN|DNP|DPT|DDS|DMD|DVM|MPH|MHA|MSW|BSW|M\.?Ed|MFA|BFA|MPA|MAcc|B\.?\s?Mus|M\.?\s?Mus|Leaving Cert(?:ificate)?|Abitur|Matura|Baccalaur[ée]at|Pre-University Course|Higher Secondary Certificate|M[áa]ster Universitario|Grado en|Licenciatura|Mestrado|Bacharelado|Bachillerato|Bachiller|Profesional T[ée]cnico|T[ée]cnico Superior|Laurea|Licence(?= (?:en|de|professionnelle|pro)\b| d['’]| [A-Z]{2,}\b)|DEC(?![\s.,'’]*\d)|AEC|Diplom-[A-Z][a-zä]+|(?:QQI|FETAC|RQF|SCQF) Level \d{1,2}|Level \d{1,2} Award in|diploma(?=\)))\b/;

/** (Not \b: 'Université' ends, and 'École' begins, with a letter \b does not take for one.) */
export const INSTITUTION_RE =
  /(?<![\wÀ-ÿ])(?<!Pre-)(University|College|(?:Training|Skills|Education|Learning) Cent(?:re|er)|Institute|Schools?|Academy|Polytechnic|Polytechnique|Polit[eé]cnic[oa]|Conservatory|Conservatoire|Coleg|Ysgol|EPFL|ETH Z[uü]rich|Universit[éeä]t?|Universidade?|Universiteit|Hochschule|Hogeschool|Politecnico|Escuela|Institut|Instituto|[ÉE]cole|Scuola|Universit[àa]|Gymnasium|Lyc[ée]e|Liceo|Liceum|Technikum|Colegio|IES|Kantonsschule|C[ée]gep|CEGEP|Coursera|edX|Udemy|Udacity|MIT|UCLA|Stanford|Harvard|Berkeley|Oxford|Cambridge)(?![\wÀ-ÿ])/;

/** 'Denver, CO', 'Chicago, Illinois, United States', 'Remote'; LinkedIn's regions: 'Greater Chicago Area', 'Austin, Texas Metropolitan Area'. */
export const LOCATION_RE =
  /^(?:\p{Lu}[\p{L}\d.'-]*(?:\s+\p{Lu}[\p{L}\d.'-]*)*,\s*)+(?:\p{Lu}{2,3}|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)*)(?:\s+\d{5})?$|^(?:Remote|Hybrid|On-?site)(?:\b.*)?$|^(?:Greater\s+)?\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,3}\s+(?:Metropolitan\s+|Metro\s+|Bay\s+)?Area$/u;

export const COMPANY_SUFFIX_RE =
  /^(Inc|LLC|P\.C|PLLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Co|GmbH|S\.?A|PLC|LLP|AG|Pty)\.?$/i;

/** Trades named by their ending: 'Wildlife Ecologist', 'Photographer', 'Dietician'. */
const TITLE_ENDING_RE = /^[a-z]{2,}(?:ologist|ographer|ician)$/;

export function hasTitleWord(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z-]+/)
    .some((w) => TITLE_WORDS.has(w) || TITLE_ENDING_RE.test(w));
}

export const BULLET_RE = /^\s*(?:[•◦▪▫‣●○■□◆➢➤►✓✔*·]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/;
