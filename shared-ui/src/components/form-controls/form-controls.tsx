import {
  Alert as ChakraAlert,
  Field as ChakraField,
  Input as ChakraInput,
  Textarea as ChakraTextarea,
  chakra,
  type AlertRootProps,
  type FieldRootProps,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
import { alertSlotRecipe, fieldSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { forwardRef, type ReactNode } from 'react';

/*
 * Form controls with their recipes passed in rather than registered in the core system, so the
 * recipes download with the forms entry and not with every page (see src/index.ts).
 */

function AlertRoot(props: AlertRootProps) {
  return <ChakraAlert.Root recipe={alertSlotRecipe} {...props} />;
}
export const Alert = { ...ChakraAlert, Root: AlertRoot };

function FieldRoot(props: FieldRootProps) {
  return <ChakraField.Root recipe={fieldSlotRecipe} {...props} />;
}
export const Field = { ...ChakraField, Root: FieldRoot };

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  return <ChakraInput ref={ref} recipe={inputRecipe} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  return <ChakraTextarea ref={ref} recipe={textareaRecipe} {...props} />;
});

/**
 * A native select styled like the inputs: the platform's own picker (best on phones), without
 * Chakra's select recipes.
 */
export const Select = chakra('select', {
  base: {
    width: '100%',
    minH: '10',
    px: '3',
    pe: '8',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    bg: 'bg.panel',
    fontSize: 'md',
    appearance: 'none',
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2371717a' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 0.6rem center',
    backgroundSize: '1rem',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '0' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export interface FormAlertProps {
  /** @default 'error' */
  status?: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
}

/**
 * A one-line alert for a form's outcome. Errors are announced at once (role alert); other
 * statuses politely (role status).
 */
export function FormAlert({ status = 'error', children }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <ChakraAlert.Indicator />
      <ChakraAlert.Title>{children}</ChakraAlert.Title>
    </Alert.Root>
  );
}
