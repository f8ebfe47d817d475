// When a message arrived, as the message list shows it: relative while recent (刚刚, N分钟前,
// N小时前, 1天前), then the full date and time — a user comparing older messages needs the year
// and the seconds, not 「11月18日8时5分」.
import { formatTime } from '../../lib/time';

export const MESSAGE_TIME_FORMAT = '{y}-{m}-{d} {h}:{i}:{s}';

export const messageTime = (time: number, now: number): string => formatTime(time, now, MESSAGE_TIME_FORMAT);
