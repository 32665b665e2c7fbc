import { ONBOARDING_TIMINGS_MS } from '@viral/domain';
import { categoryPreferencesSet } from '@viral/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Opens onboarding 1 s after the home page loads unless category_preferences_set is stored; when it
 * ends with a choice, goes to /explore 0.5 s later.
 */
export function useOnboarding() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (categoryPreferencesSet()) return;
    const timer = setTimeout(() => setOpen(true), ONBOARDING_TIMINGS_MS.open);
    return () => clearTimeout(timer);
  }, []);

  const [redirect, setRedirect] = useState(false);
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => navigate('/explore'), ONBOARDING_TIMINGS_MS.exploreRedirect);
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  const onDone = useCallback((chosen: string[]) => {
    setOpen(false);
    if (chosen.length > 0) setRedirect(true);
  }, []);
  return { open, onDone };
}
