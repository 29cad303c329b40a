import { useStore } from '@nanostores/react';
import { $session, messages } from '@satchel/stores';
import { ScreenHeader } from '../components/screen-header/ScreenHeader.js';

/** The content area for a section the operator's role does not allow (issue 30). */
export function SectionNotAllowed() {
  const role = useStore($session).adminInfo?.role?.name;
  const texts = messages.sectionNotAllowed;
  return <ScreenHeader title={texts.title} text={texts.message(role)} />;
}
