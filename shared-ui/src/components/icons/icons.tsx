import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@chakra-ui/react';

/** The few icons the product uses, inline so no icon library ships in the shared chunk. */
function svgIcon(path: ReactNode, displayName: string) {
  function SvgIcon(props: IconProps) {
    return (
      <Icon {...props} asChild>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {path}
        </svg>
      </Icon>
    );
  }
  SvgIcon.displayName = displayName;
  return SvgIcon;
}

export const StarIcon = svgIcon(
  <path fill="currentColor" d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />,
  'StarIcon',
);
export const CheckIcon = svgIcon(<path d="M20 6 9 17l-5-5" />, 'CheckIcon');
export const CloseIcon = svgIcon(<path d="M18 6 6 18M6 6l12 12" />, 'CloseIcon');
export const UploadIcon = svgIcon(
  <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />,
  'UploadIcon',
);
export const FileTextIcon = svgIcon(
  <>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </>,
  'FileTextIcon',
);
export const SparklesIcon = svgIcon(
  <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.9 2.1L22 18l-2.1.9L19 21l-.9-2.1L16 18l2.1-.9z" />,
  'SparklesIcon',
);
export const TargetIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
  'TargetIcon',
);
export const ZapIcon = svgIcon(<path d="M13 2 4 14h7l-1 8 9-12h-7z" />, 'ZapIcon');
export const ShieldIcon = svgIcon(<path d="M12 3 4 6v6c0 5 3.4 8.4 8 9 4.6-.6 8-4 8-9V6z" />, 'ShieldIcon');
export const ChartIcon = svgIcon(<path d="M4 20V10m6 10V4m6 16v-7m4 7H2" />, 'ChartIcon');
export const AlertIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5m0 3h.01" />
  </>,
  'AlertIcon',
);
export const ArrowLeftIcon = svgIcon(<path d="M19 12H5m6-6-6 6 6 6" />, 'ArrowLeftIcon');
export const MailIcon = svgIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  'MailIcon',
);
