import { FormattedMessage, type MessageDescriptor } from 'react-intl';

interface MessageListProps {
  messages: readonly (MessageDescriptor & { id: string })[];
  /** Numbered (steps) or not (a checklist). */
  ordered?: boolean;
  className?: string;
}

/** A list whose items are catalogue messages, one per item: the checklists and steps of the content pages. */
export function MessageList({ messages, ordered = false, className }: MessageListProps) {
  const items = messages.map((message) => (
    <li key={message.id}>
      <FormattedMessage {...message} />
    </li>
  ));
  return ordered ? <ol className={className}>{items}</ol> : <ul className={className}>{items}</ul>;
}
