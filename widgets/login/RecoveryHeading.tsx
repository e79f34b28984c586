import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as layout from '../../src/loginLayout/LoginLayout.css';
import { PanelHeading } from '../../src/loginLayout/LoginLayout';
import { step as stepClass } from './Login.css';
import * as text from './texts';

/** The title of each forgot-password step, with where the user is in the three. */
export function RecoveryHeading({ step, intro }: { step: 1 | 2 | 3; intro: ReactNode }) {
  return (
    <>
      <p className={stepClass}>{text.STEP_LABEL(step, 3)}</p>
      <PanelHeading title={text.RECOVERY_TITLE} intro={intro} />
    </>
  );
}

/** The way back out of the recovery steps, and back to their start. */
export function RecoveryLinks({ startAgain = false }: { startAgain?: boolean }) {
  return (
    <p className={layout.links}>
      <Link className={layout.link} href="/">
        {text.BACK_TO_LOGIN_LINK}
      </Link>
      {startAgain && (
        <Link className={layout.link} href="/forgot-password/1">
          {text.START_AGAIN_LINK}
        </Link>
      )}
    </p>
  );
}
