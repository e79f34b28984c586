import { expect } from '@open-wc/testing';
import {
  AVATAR_COLORS,
  avatarText,
  DEFAULT_AVATAR,
  parseAvatar,
  PICKER_COLOR,
  pickerColor,
} from '../../../src/domain/avatar';

describe('avatar', () => {
  it('has the four colours and the defaults', () => {
    expect(AVATAR_COLORS.map((c) => [c.name, c.hex])).to.deep.equal([
      ['blue', '#104f66'],
      ['green', '#168d44'],
      ['red', '#ed174b'],
      ['yellow', '#fcb034'],
    ]);
    expect(PICKER_COLOR).to.equal('#104f66');
    expect(DEFAULT_AVATAR).to.deep.equal({ icon: null, color: '#fcb034' });
  });

  it('parses a stored avatar', () => {
    expect(parseAvatar('{"icon":"/avatars/owl.svg","color":"#168d44"}')).to.deep.equal({
      icon: '/avatars/owl.svg',
      color: '#168d44',
    });
  });

  it('takes colour names and any hex colour', () => {
    expect(parseAvatar('{"icon":"a","color":"red"}').color).to.equal('#ed174b');
    expect(parseAvatar('{"icon":"a","color":"#ABCDEF"}').color).to.equal('#abcdef');
    expect(parseAvatar('{"icon":"a","color":"#abc"}').color).to.equal('#abc');
  });

  it('falls back to the default for anything unreadable', () => {
    for (const text of [null, undefined, '', 'not json', '{', '[]', '"x"', '42', 'null', 'true']) {
      expect(parseAvatar(text), String(text)).to.deep.equal(DEFAULT_AVATAR);
    }
  });

  it('fills in a missing or bad part', () => {
    expect(parseAvatar('{"icon":"a"}')).to.deep.equal({ icon: 'a', color: '#fcb034' });
    expect(parseAvatar('{"icon":"a","color":"purple"}')).to.deep.equal({ icon: 'a', color: '#fcb034' });
    expect(parseAvatar('{"icon":"a","color":7}')).to.deep.equal({ icon: 'a', color: '#fcb034' });
    expect(parseAvatar('{"color":"#104f66"}')).to.deep.equal({ icon: null, color: '#104f66' });
    expect(parseAvatar('{"icon":"","color":"#104f66"}')).to.deep.equal({ icon: null, color: '#104f66' });
    expect(parseAvatar('{"icon":5,"color":"#104f66"}')).to.deep.equal({ icon: null, color: '#104f66' });
  });

  it('returns a copy of the default', () => {
    const avatar = parseAvatar(null);
    avatar.color = '#000000';
    expect(DEFAULT_AVATAR.color).to.equal('#fcb034');
  });

  it('serialises and parses back', () => {
    const avatar = { icon: '/avatars/owl.svg', color: '#ed174b' };
    expect(avatarText(avatar)).to.equal('{"icon":"/avatars/owl.svg","color":"#ed174b"}');
    expect(parseAvatar(avatarText(avatar))).to.deep.equal(avatar);
    expect(parseAvatar(avatarText(DEFAULT_AVATAR))).to.deep.equal(DEFAULT_AVATAR);
  });

  it('starts the picker on blue unless the student chose an avatar', () => {
    expect(pickerColor(DEFAULT_AVATAR)).to.equal('#104f66');
    expect(pickerColor({ icon: 'a', color: '#fcb034' })).to.equal('#fcb034');
    expect(pickerColor({ icon: null, color: '#168d44' })).to.equal('#168d44');
  });
});
