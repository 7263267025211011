import { useState, type ReactNode } from 'react';
import FixturePage from './_FixturePage';

/** Throws during render once armed; its state lives inside the page's error boundary, so Try again resets it. */
function CrashOnDemand(): ReactNode {
  const [armed, setArmed] = useState(false);
  if (armed) throw new Error('Test crash requested by the page-crash fixture', { cause: new Error('The root cause') });
  return (
    <>
      <p>The page renders normally until you press the button.</p>
      <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
        Crash this page
      </button>
    </>
  );
}

/** Fixture for the browser test of the page-crash screen. Not part of the documentation. */
export default function PageCrashFixture(): ReactNode {
  return (
    <FixturePage title="Page crash">
      <CrashOnDemand />
    </FixturePage>
  );
}
