import { useStore } from '@nanostores/react';
import { messages, users } from '@satchel/stores';
import { FormDialog } from '../../components/form/FormDialog.js';
import { blockedAsMixedContent, websiteUrl } from './websiteUrl.js';
import './WebsitePreviewDialog.css';

/**
 * The user's website in a frame that may run nothing (an empty sandbox: no scripts, forms,
 * popups or same-origin access) and is sent no referrer, with a link to open it for real. An
 * http: site the browser would block inside an https: console gets a message in its place.
 */
export function WebsitePreviewDialog() {
  const user = useStore(users.$websitePreview);
  const website = websiteUrl(user?.website);
  return (
    <FormDialog
      label={user ? messages.users.websiteOf(user.name) : ''}
      open={user !== null && website !== null}
      onClose={users.closeWebsitePreview}
      width="min(64rem, 92vw)"
    >
      {user && website ? (
        <>
          <a
            className="website-preview__link"
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${messages.users.openWebsite}: ${website}`}
          >
            {website}
          </a>
          {blockedAsMixedContent(website) ? (
            <p className="website-preview__blocked">{messages.users.insecureWebsite}</p>
          ) : (
            <iframe
              className="website-preview__frame"
              title={messages.users.websiteFrame(user.name)}
              src={website}
              sandbox=""
              referrerPolicy="no-referrer"
            />
          )}
        </>
      ) : null}
    </FormDialog>
  );
}
