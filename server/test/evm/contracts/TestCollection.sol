// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// An ERC-721 Enumerable collection for tests (the reads the holdings reader makes: balanceOf,
/// tokenOfOwnerByIndex; plus ownerOf, totalSupply, tokenByIndex, transfers). Only the deployer mints.
contract TestCollection {
    string public name;
    string public symbol;
    address public immutable minter;

    mapping(uint256 => address) private owners;
    mapping(address => uint256[]) private owned;
    mapping(uint256 => uint256) private ownedIndex;
    uint256[] private allTokens;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
        minter = msg.sender;
    }

    function mint(address to, uint256 tokenId) external {
        require(msg.sender == minter, "only the minter mints");
        require(owners[tokenId] == address(0), "token already minted");
        require(to != address(0), "mint to the zero address");
        allTokens.push(tokenId);
        _add(to, tokenId);
        emit Transfer(address(0), to, tokenId);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        require(owners[tokenId] == from && from == msg.sender, "not the owner");
        require(to != address(0), "transfer to the zero address");
        _remove(from, tokenId);
        _add(to, tokenId);
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        transferFrom(from, to, tokenId);
    }

    function balanceOf(address owner) external view returns (uint256) {
        require(owner != address(0), "zero address");
        return owned[owner].length;
    }

    function ownerOf(uint256 tokenId) external view returns (address) {
        address owner = owners[tokenId];
        require(owner != address(0), "no such token");
        return owner;
    }

    function tokenOfOwnerByIndex(address owner, uint256 index) external view returns (uint256) {
        require(index < owned[owner].length, "owner index out of bounds");
        return owned[owner][index];
    }

    function totalSupply() external view returns (uint256) {
        return allTokens.length;
    }

    function tokenByIndex(uint256 index) external view returns (uint256) {
        require(index < allTokens.length, "global index out of bounds");
        return allTokens[index];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        // ERC-165, ERC-721, ERC-721 Enumerable.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x780e9d63;
    }

    function _add(address to, uint256 tokenId) private {
        owners[tokenId] = to;
        ownedIndex[tokenId] = owned[to].length;
        owned[to].push(tokenId);
    }

    function _remove(address from, uint256 tokenId) private {
        uint256 index = ownedIndex[tokenId];
        uint256 last = owned[from][owned[from].length - 1];
        owned[from][index] = last;
        ownedIndex[last] = index;
        owned[from].pop();
        delete ownedIndex[tokenId];
    }
}
