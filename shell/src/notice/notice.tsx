// Reads the user notice once per page load and shows the banner where the rules allow it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@portal/routing';
import { loadUserNotice } from './api';
import { dismissNotice, isNoticeDismissed, noticeTextOf, showsNotice } from './notice-rules';

const NoticeBanner = lazy(() => import('./notice-banner'));

let noticeLoad: Promise<string> | null = null;

function loadNotice(): Promise<string> {
  noticeLoad ??= loadUserNotice().then(
    (response) => noticeTextOf(response),
    () => '', // Without the notice the portal works as usual.
  );
  return noticeLoad;
}

export function Notice() {
  const { pathname } = useLocation();
  const onNoticePath = showsNotice(pathname);
  const [notice, setNotice] = useState('');
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!onNoticePath) return;
    let current = true;
    void loadNotice().then((text) => {
      if (!current) return;
      setNotice(text);
      setDismissed(text !== '' && isNoticeDismissed(text));
    });
    return () => {
      current = false;
    };
  }, [onNoticePath]);

  if (!onNoticePath || notice === '' || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBanner
        notice={notice}
        onDismiss={() => {
          dismissNotice(notice);
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
