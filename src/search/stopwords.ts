/**
 * Words too common to tell pages apart. Leaving them out of the index keeps it small (it is downloaded on first
 * search); queries drop them too, so "how to bind a list" searches for "bind list".
 */
export const STOPWORDS = new Set(
  (
    'a an and are as at be but by can do does for from has have how if in into is it its of on or so such than that the ' +
    'their then there these they this to too was we were what when where which while who why will with you your ' +
    'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня ' +
    'еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там ' +
    'потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе ' +
    'под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были ' +
    'куда зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них ' +
    'какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда ' +
    'конечно всю между это'
  ).split(' '),
);
