/** The words of the developer panel (docs/behaviour.md, Screens). */
export const DEBUG = 'Debug';
export const VIEW_SUBSCRIPTION = 'View subscription';
export const VIEW_PROFILE = 'View profile';
export const DELETE_SUBSCRIPTION = 'Delete subscription';
export const DELETE = 'Delete';
export const SUBSCRIPTION = 'Subscription';
export const PROFILE = 'Profile';
export const NOT_LOADED = 'Not loaded';
export const EDIT_SUBSCRIPTION = 'Edit subscription';
export const STUDENTS = 'Students';
export const DURATION = 'Duration';
export const STATUS = 'Status';
