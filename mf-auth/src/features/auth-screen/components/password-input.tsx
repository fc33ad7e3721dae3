import { useState } from 'react';
import { Button } from '@resumebeat/shared-ui';
import { Input, InputGroup } from '@resumebeat/shared-ui/forms';

interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  /** The id of what describes the field (the register form's rules list). */
  describedBy?: string;
}

/** A password field with its own show/hide toggle (each tab has an independent one). */
export function PasswordInput({ id, value, onChange, autoComplete, required, describedBy }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <Button
          size="xs"
          variant="ghost"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    >
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required={required}
        aria-describedby={describedBy}
      />
    </InputGroup>
  );
}
