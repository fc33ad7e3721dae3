import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const Label = chakra('label', {
  base: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', fontSize: 'sm' },
});

const NativeCheckbox = chakra('input', {
  base: { width: '4', height: '4', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer', flexShrink: 0 },
});

export interface CheckboxFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** A labelled native checkbox: accessible as is, and no state machine in the shared bundle. */
export function CheckboxField({ id, checked, onChange, children }: CheckboxFieldProps) {
  return (
    <Label htmlFor={id}>
      <NativeCheckbox id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </Label>
  );
}
