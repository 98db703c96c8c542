import { Button } from '@bluecat/ui/button';
import type { ReactNode } from 'react';
import './step-button.css';

interface StepButtonProps {
  /** The step's own class, for the space above the button. */
  className: string;
  busy: boolean;
  /** Without a handler the button submits the step's form. */
  onClick?: () => void;
  children: ReactNode;
}

/** A step's main action (下一步, 去实名): primary and full width, spinning and disabled while busy. */
export function StepButton({ className, busy, onClick, children }: StepButtonProps) {
  return (
    <Button
      className={`open-card-step-button ${className}`}
      nativeType={onClick ? 'button' : 'submit'}
      type="primary"
      block
      loading={busy}
      disabled={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
