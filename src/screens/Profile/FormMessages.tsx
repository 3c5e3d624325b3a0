import * as styles from './Profile.css';

/** Every message of a refusal that belongs to no field, read out when it appears. */
export function FormMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className={styles.messages} role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className={styles.messageList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
