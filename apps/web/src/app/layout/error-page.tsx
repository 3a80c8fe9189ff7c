import { errorPageNotice, ROUTES } from '@carrier/domain';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useNoticeText } from '../../i18n/use-notice-text';
import { LinkButton } from '../../ui';

/** `/error-page?message=`: the decoded message as text, or 'Something went wrong', and 'Home page'. */
export function ErrorPage() {
  const [params] = useSearchParams();
  const noticeText = useNoticeText();
  return (
    <section className="container stack section" aria-labelledby="error-page-title">
      <h1 id="error-page-title">
        <FormattedMessage id="errorPage.title" />
      </h1>
      <p role="alert">{noticeText(errorPageNotice(params.get('message')))}</p>
      <div>
        <LinkButton href={ROUTES.home}>
          <FormattedMessage id="errorPage.home" />
        </LinkButton>
      </div>
    </section>
  );
}
