import {
  Button,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../icons/icons';
import { toastQueue } from './toast-queue';
import './toast.css';

const icons = { info: InfoIcon, success: SuccessIcon, error: ErrorIcon };

/** The top-centre landmark where queued toasts appear; render it once, near the root of the app. */
export function ToastRegion() {
  const intl = useIntl();
  return (
    <RACToastRegion
      queue={toastQueue}
      className="toast-region"
      aria-label={intl.formatMessage({ id: 'ui.toast.region' })}
    >
      {({ toast }) => {
        const ToneIcon = icons[toast.content.tone];
        return (
          <RACToast toast={toast} className={`toast toast--${toast.content.tone}`}>
            <ToneIcon className="toast__icon" />
            <ToastContent className="toast__content">
              <Text slot="title">{toast.content.text}</Text>
            </ToastContent>
            <Button slot="close" className="toast__close" aria-label={intl.formatMessage({ id: 'ui.close' })}>
              <CloseIcon size={18} />
            </Button>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
