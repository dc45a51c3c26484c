/**
 * The built-in list of 45 inspirational quotes shown on Home (docs/product.md §2, §9): Scripture (with book
 * chapter:verse and translation), business and leadership authors, and self-help authors. Only well-documented,
 * correctly attributed wording belongs here.
 */

/** One quote and where it comes from. */
export interface Quote {
  text: string;
  source: string;
}

/** All quotes. */
export const quotes: readonly Quote[] = [
  // Scripture
  {
    text: 'Commit to the LORD whatever you do, and he will establish your plans.',
    source: 'Proverbs 16:3 (NIV)',
  },
  {
    text: 'In their hearts humans plan their course, but the LORD establishes their steps.',
    source: 'Proverbs 16:9 (NIV)',
  },
  {
    text: 'Trust in the LORD with all your heart and lean not on your own understanding; in all your ways submit to him, and he will make your paths straight.',
    source: 'Proverbs 3:5-6 (NIV)',
  },
  {
    text: 'Whatever you do, work at it with all your heart, as working for the Lord, not for human masters.',
    source: 'Colossians 3:23 (NIV)',
  },
  {
    text: 'The plans of the diligent lead to profit as surely as haste leads to poverty.',
    source: 'Proverbs 21:5 (NIV)',
  },
  {
    text: '“For I know the plans I have for you,” declares the LORD, “plans to prosper you and not to harm you, plans to give you hope and a future.”',
    source: 'Jeremiah 29:11 (NIV)',
  },
  {
    text: 'But seek first his kingdom and his righteousness, and all these things will be given to you as well.',
    source: 'Matthew 6:33 (NIV)',
  },
  { text: 'Teach us to number our days, that we may gain a heart of wisdom.', source: 'Psalm 90:12 (NIV)' },
  { text: 'I can do all this through him who gives me strength.', source: 'Philippians 4:13 (NIV)' },
  {
    text: 'Be very careful, then, how you live—not as unwise but as wise, making the most of every opportunity, because the days are evil.',
    source: 'Ephesians 5:15-16 (NIV)',
  },
  {
    text: 'Let us not become weary in doing good, for at the proper time we will reap a harvest if we do not give up.',
    source: 'Galatians 6:9 (NIV)',
  },
  {
    text: 'Whoever can be trusted with very little can also be trusted with much, and whoever is dishonest with very little will also be dishonest with much.',
    source: 'Luke 16:10 (NIV)',
  },
  {
    text: 'Have I not commanded you? Be strong and courageous. Do not be afraid; do not be discouraged, for the LORD your God will be with you wherever you go.',
    source: 'Joshua 1:9 (NIV)',
  },
  {
    text: 'Where there is no vision, the people perish: but he that keepeth the law, happy is he.',
    source: 'Proverbs 29:18 (KJV)',
  },
  {
    text: 'Unless the LORD builds the house, the builders labor in vain. Unless the LORD watches over the city, the guards stand watch in vain.',
    source: 'Psalm 127:1 (NIV)',
  },
  {
    text: 'This is the day which the LORD hath made; we will rejoice and be glad in it.',
    source: 'Psalm 118:24 (KJV)',
  },
  { text: 'Iron sharpens iron, and one man sharpens another.', source: 'Proverbs 27:17 (ESV)' },
  {
    text: 'Plans fail for lack of counsel, but with many advisers they succeed.',
    source: 'Proverbs 15:22 (NIV)',
  },
  {
    text: 'To every thing there is a season, and a time to every purpose under the heaven.',
    source: 'Ecclesiastes 3:1 (KJV)',
  },
  {
    text: 'Come to me, all you who are weary and burdened, and I will give you rest.',
    source: 'Matthew 11:28 (NIV)',
  },

  // Business and leadership
  {
    text: 'If there is any one “secret” of effectiveness, it is concentration. Effective executives do first things first and they do one thing at a time.',
    source: 'Peter F. Drucker, The Effective Executive',
  },
  {
    text: 'Time is the scarcest resource, and unless it is managed nothing else can be managed.',
    source: 'Peter F. Drucker, The Effective Executive',
  },
  {
    text: 'There is only one valid definition of business purpose: to create a customer.',
    source: 'Peter F. Drucker, The Practice of Management',
  },
  { text: 'Good is the enemy of great.', source: 'Jim Collins, Good to Great' },
  {
    text: 'Not finance. Not strategy. Not technology. It is teamwork that remains the ultimate competitive advantage, both because it is so powerful and so rare.',
    source: 'Patrick Lencioni, The Five Dysfunctions of a Team',
  },
  { text: 'People don’t buy what you do; they buy why you do it.', source: 'Simon Sinek, Start with Why' },
  {
    text: 'A leader is one who knows the way, goes the way, and shows the way.',
    source: 'John C. Maxwell, The 21 Irrefutable Laws of Leadership',
  },
  {
    text: 'Your time is limited, so don’t waste it living someone else’s life.',
    source: 'Steve Jobs, Stanford commencement address (2005)',
  },
  {
    text: 'Focusing is about saying no.',
    source: 'Steve Jobs, Apple Worldwide Developers Conference (1997)',
  },
  {
    text: 'Success breeds complacency. Complacency breeds failure. Only the paranoid survive.',
    source: 'Andrew S. Grove, Only the Paranoid Survive',
  },
  {
    text: 'There are no bad teams, only bad leaders.',
    source: 'Jocko Willink and Leif Babin, Extreme Ownership',
  },
  { text: 'Clear is kind. Unclear is unkind.', source: 'Brené Brown, Dare to Lead' },
  {
    text: 'What’s the ONE Thing I can do such that by doing it everything else will be easier or unnecessary?',
    source: 'Gary Keller, The ONE Thing',
  },
  { text: 'If you don’t prioritize your life, someone else will.', source: 'Greg McKeown, Essentialism' },

  // Self-help and personal effectiveness
  {
    text: 'The key is not to prioritize what’s on your schedule, but to schedule your priorities.',
    source: 'Stephen R. Covey, The 7 Habits of Highly Effective People',
  },
  {
    text: 'The main thing is to keep the main thing the main thing.',
    source: 'Stephen R. Covey, First Things First',
  },
  {
    text: 'You do not rise to the level of your goals. You fall to the level of your systems.',
    source: 'James Clear, Atomic Habits',
  },
  {
    text: 'Every action you take is a vote for the type of person you wish to become.',
    source: 'James Clear, Atomic Habits',
  },
  {
    text: 'You can make more friends in two months by becoming interested in other people than you can in two years by trying to get other people interested in you.',
    source: 'Dale Carnegie, How to Win Friends and Influence People',
  },
  {
    text: 'Believe in yourself! Have faith in your abilities!',
    source: 'Norman Vincent Peale, The Power of Positive Thinking',
  },
  { text: 'It’s not about you.', source: 'Rick Warren, The Purpose Driven Life' },
  {
    text: 'Everything can be taken from a man but one thing: the last of the human freedoms—to choose one’s attitude in any given set of circumstances, to choose one’s own way.',
    source: 'Viktor E. Frankl, Man’s Search for Meaning',
  },
  {
    text: 'Being busy is a form of laziness—lazy thinking and indiscriminate action.',
    source: 'Tim Ferriss, The 4-Hour Workweek',
  },
  { text: 'Enthusiasm is common. Endurance is rare.', source: 'Angela Duckworth, Grit' },
  {
    text: 'Early to bed, and early to rise, makes a man healthy, wealthy, and wise.',
    source: 'Benjamin Franklin, Poor Richard’s Almanack (1735)',
  },
];

/** Picks one quote; `random` returns a number in [0, 1) (Math.random by default). */
export function pickQuote(random: () => number = Math.random): Quote {
  const index = Math.min(quotes.length - 1, Math.floor(random() * quotes.length));
  const quote = quotes[index];
  if (!quote) throw new Error('The quote list is empty');
  return quote;
}
