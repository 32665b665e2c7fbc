import { type SHARE_CHANNELS, shareMessage, shareSubject } from '@viral/domain';

type Channel = (typeof SHARE_CHANNELS)[number];
export type ShareLink = { channel: Channel; label: string; href: string };

/** The social, e-mail and SMS share links of a recipe, each carrying the share message. */
export function shareLinks(title: string, url: string, host: string): ShareLink[] {
  const message = shareMessage(title, host);
  const e = encodeURIComponent;
  return [
    {
      channel: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}&quote=${e(message)}`,
    },
    {
      channel: 'twitter',
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?text=${e(message)}&url=${e(url)}`,
    },
    { channel: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${e(`${message} ${url}`)}` },
    {
      channel: 'pinterest',
      label: 'Pinterest',
      href: `https://pinterest.com/pin/create/button/?url=${e(url)}&description=${e(message)}`,
    },
    {
      channel: 'telegram',
      label: 'Telegram',
      href: `https://t.me/share/url?url=${e(url)}&text=${e(message)}`,
    },
    {
      channel: 'email',
      label: 'Email',
      href: `mailto:?subject=${e(shareSubject(title))}&body=${e(`${message}\n\n${url}`)}`,
    },
    { channel: 'sms', label: 'SMS', href: `sms:?&body=${e(`${message} ${url}`)}` },
  ];
}
