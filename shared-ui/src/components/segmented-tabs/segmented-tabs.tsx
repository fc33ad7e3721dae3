import { useRef, type KeyboardEvent } from 'react';
import { Box, chakra } from '@chakra-ui/react';

export interface SegmentedTab<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedTabsProps<T extends string> {
  tabs: SegmentedTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the ids; panels use `${idPrefix}-panel-${value}`. */
  idPrefix: string;
}

const Tab = chakra('button', {
  base: {
    flex: '1',
    px: '4',
    py: '2',
    borderRadius: 'full',
    fontWeight: 'semibold',
    fontSize: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    transition: 'background 0.15s, color 0.15s',
    _selected: { bg: 'bg.panel', color: 'brand.fg', shadow: 'sm' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

/** Pill tabs (WAI-ARIA tabs pattern: arrow keys move between tabs). */
export function SegmentedTabs<T extends string>({ tabs, value, onChange, label, idPrefix }: SegmentedTabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <Box role="tablist" aria-label={label} display="flex" gap="1" p="1" bg="bg.muted" borderRadius="full">
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <Tab
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${tab.value}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </Box>
  );
}
